"""English function words: the closed classes (prepositions, conjunctions, pronouns, determiners, auxiliaries)
that carry no claim of their own. A word of these is never an unsupported span on its own and does not count in
the share of an English sentence's content words the contexts give (earag.metrics.dimensions.faithfulness.english):
"under", "after" or "before" missing from the contexts is not something the answer invented.

Words whose meaning is a claim stay content words even where grammars call them function words: quantities and
comparisons (all, some, only, more, less, same, first, last) and negations (not, no, never, neither: the polarity
checks read them). "before"/"after" stay in the antonym check, which reads every word, content or not.
"""
from __future__ import annotations

ENGLISH_FUNCTION_WORDS = frozenset("""
about above across after against along alongside amid among amongst around as at before behind below beneath beside
besides between beyond by despite down during except for from in inside into like near next of off on onto opposite
out outside over past per plus regarding round since than through throughout till to toward towards under underneath
unlike until unto up upon versus via with within without
and but or nor so yet for if whether because although though unless while whereas whilst once since lest
both each either every another such what whatever which whichever who whoever whom whose whomever
i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves one oneself someone somebody something anyone anybody
anything everyone everybody everything
a an the this that these those
am is are was were be been being do does did done doing has have had having
can could may might must shall should will would ought
there here then thus hence however therefore moreover furthermore meanwhile otherwise also too very just
""".split())

__all__ = ["ENGLISH_FUNCTION_WORDS"]
