"""Human labels of a run's answers: stored beside the run (append-only, a latest view; earag.labels.store),
imported and exported as JSONL (transfer), queued for labelling (queue), compared with the judge and between
annotators (agreement, stats), and used to fit weights and level cut-offs (fit). The submodules are imported
where they are used, so `import earag.labels.report` stays light."""
