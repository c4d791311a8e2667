"""Batch runs: evaluation sets in (inputs, tables, decoding, stream, workbook), the one runner (runner), result
records (records), fingerprints, metric plans (plan), exports."""
