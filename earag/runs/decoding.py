"""The text of an uploaded file: UTF-8 and UTF-16 with a BOM are certain; GB18030 and Big5 are guessed, and a guess
is kept only when it reads as plausible Chinese."""
from __future__ import annotations

from collections import Counter

from earag.errors import InputError
from earag.messages import CodedText, Message

ENCODINGS = ("utf-8-sig", "utf-16", "gb18030", "big5")  # in the order decode_text tries them


# A guessed legacy encoding is trusted only if the text it gives looks like Chinese: Big5 bytes read as GB18030 (and
# most other legacy encodings) decode without error into rare characters, kana, box drawing and private-use code
# points. Beyond this share of unlikely characters a decoding is rejected rather than scored.
_ODD_SHARE = 0.10
_ODD_MIN = 2
_SAMPLE_CHARS = 2_000_000  # enough to judge a file; keeps a 100 MB upload from being classified char by char
_LEGACY = (("gb18030", "GB18030"), ("cp950", "Big5"))
# About 500 of the most frequent hanzi (the top of modern-Chinese frequency lists) and the traditional forms of
# those that differ; the exact set matters little, real text is about half these characters.
_TOP_HANZI = frozenset(
    "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行"
    "学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然"
    "前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无"
    "系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组"
    "见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处世车税"
    "這個國們來時為說對發會動經過產種後學與關開當從實現體製機點還進總問題黨電裏應兩見計別組將較處統結頭資邊設質氣條線"
    "變員義業級稅")
_TOP_SHARE = 0.15
_TOP_MIN_HANZI = 30  # below this a share says nothing


def _likely_char(ch: str) -> bool:
    """Whether a non-ASCII character is plausible in Chinese policy text: frequent simplified (GB2312 level 1) or
    traditional (Big5 level 1) hanzi, CJK or general punctuation, Latin, Greek, math and full-width forms."""
    o = ord(ch)
    if 0x4E00 <= o <= 0x9FFF:  # CJK unified: frequent ones only
        try:
            b = ch.encode("gb2312")
            if 0xB0 <= b[0] <= 0xD7:
                return True
        except UnicodeEncodeError:
            pass
        try:
            b = ch.encode("cp950")
            return 0xA440 <= (b[0] << 8 | b[1]) <= 0xC67E
        except UnicodeEncodeError:
            return False
    if 0xE000 <= o <= 0xF8FF or 0xF900 <= o <= 0xFAFF or 0x3400 <= o <= 0x4DBF or o > 0xFFFF:
        return False  # private use, compatibility ideographs, rare extensions
    if 0x3040 <= o <= 0x30FF or 0x2500 <= o <= 0x259F or 0x0400 <= o <= 0x04FF or 0xAC00 <= o <= 0xD7AF:
        return False  # kana, box drawing, Cyrillic, Hangul: typical of mis-decoded bytes in a Chinese file
    if o == 0xFFFD or o < 0xA0 or 0xFF61 <= o <= 0xFF9F:
        return False  # replacement character, C1 controls, half-width katakana
    return True


def _oddities(text: str) -> tuple[int, int, str]:
    """(non-ASCII characters, unlikely ones, a few unlikely examples) over the first _SAMPLE_CHARS characters.

    Two signs of a wrong decoding: characters rare in Chinese, and — for bytes of another language that land on
    frequent hanzi, as EUC-KR Hangul does in GB18030 — hanzi text in which the most common characters are
    missing (real Chinese has about half its hanzi among _TOP_HANZI; the seeds and samples 46–61 %)."""
    counts = Counter(text[:_SAMPLE_CHARS])
    total = odd = hanzi = top = 0
    examples: list[str] = []
    for ch, n in counts.most_common():
        if ord(ch) < 128:
            continue
        total += n
        if 0x4E00 <= ord(ch) <= 0x9FFF:
            hanzi += n
            top += n if ch in _TOP_HANZI else 0
        if not _likely_char(ch):
            odd += n
            if len(examples) < 8:
                examples.append(ch)
    if hanzi >= _TOP_MIN_HANZI and top < _TOP_SHARE * hanzi and not (odd >= _ODD_MIN and odd > _ODD_SHARE * total):
        odd = max(odd, hanzi - top)  # frequent-looking but meaningless: count the hanzi outside the common set
        examples = list("".join(ch for ch, _ in counts.most_common() if 0x4E00 <= ord(ch) <= 0x9FFF)[:8])
    return total, odd, "".join(examples)


def _looks_wrong(total: int, odd: int) -> bool:
    return odd >= _ODD_MIN and odd > _ODD_SHARE * total


def decode_text(data: bytes, name: str = "upload") -> tuple[str, str, list[str]]:
    """The text of an uploaded file, its encoding and warnings for the user.

    UTF-8 (with or without BOM) and UTF-16 with a BOM are certain. Anything else is tried as GB18030, then Big5, and
    a guess is kept only when it reads as plausible Chinese; otherwise an InputError names the suspicious
    characters instead of letting mojibake be scored."""
    warnings: list[str] = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        utf8_error = exc
    else:
        bad = text.count("\ufffd")
        if bad:
            warnings.append(CodedText(Message("input.replacement_chars", {"name": name, "count": bad})))
        return text, "utf-8", warnings
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        try:
            return data.decode("utf-16"), "utf-16", warnings
        except UnicodeDecodeError:
            pass
    line = data[: utf8_error.start].count(b"\n") + 1
    tried = []
    for codec, label in _LEGACY:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            tried.append(f"{label}: not decodable")
            continue
        total, odd, examples = _oddities(text)
        if not _looks_wrong(total, odd):
            enc = "gb18030" if codec == "gb18030" else "big5"
            warnings.append(CodedText(Message("input.legacy_encoding_big5" if enc == "big5" else "input.legacy_encoding",
                                              {"name": name, "line": line, "label": label})))
            return text, enc, warnings
        tried.append(f"{label}: {odd} of {total} non-ASCII characters are unlikely, e.g. {examples!r}")
    raise InputError(Message("input.undecodable", {"name": name, "line": line, "detail": "; ".join(tried)}), field="file")
