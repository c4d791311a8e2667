"""Links (URLs) inside retrieved contexts: no evidence to judge against, no names to extract.

A retriever or an annotator sometimes gives a page's address instead of its text
(`https://baike.baidu.com/item/%E5%A4%B8…`). A link is where evidence could be found, not evidence: the judge
cannot open it (offline, and an LLM judge cannot either), so a sample whose contexts are nothing but links is
judged like a sample without contexts ("no evidence", not "unsupported"). Entity models do not read links either:
LAC tags `www.zhihu.com/question/26913349` as a name and spaCy would be loaded (seconds, once per process) for the
"English" of a URL in a Chinese dataset.

Usage::

    from earag.nlp.links import links_only, mask_links

    links_only(["https://zh.wikipedia.org/wiki/%E5%86%AC%E8%87%B3"])   # True
    links_only(["https://example.org/a 冬至吃饺子。"])                   # False: there is text besides the link
    mask_links("见https://example.org/a。")                              # "见                     。" (same length)
"""
from __future__ import annotations

import re
from collections.abc import Iterable

# A link: a scheme or "www." and then printable ASCII without spaces (non-ASCII characters of an address are
# percent-encoded; Chinese text right after a link is not part of it).
# An address without a scheme (`163.com/dy/article/GF7…`, `baike.baidu.com/item/…`) counts when a host with a
# common top-level domain is followed by a path: a bare "example.com" in a sentence stays text. The look-behind
# holds every character a host may hold ("-" too), so a search starts once per run of them: started inside a run
# ("a-a-a-…", hostile or not), each start would rescan the rest of it, quadratic in its length.
LINK = re.compile(r"(?<![A-Za-z0-9.@-])(?:(?:https?://|ftp://|www\.)[\x21-\x7e]+"
                  r"|(?:[A-Za-z0-9-]+\.)+(?:com|cn|net|org|gov|edu|info|io|hk|tw)(?:\.[a-z]{2})?/[\x21-\x7e]*)", re.I)
# what may stand between links in a context made only of links (separators, brackets, list marks)
_SEPARATORS = re.compile(r"[\s,，;；、。.|()（）\[\]【】<>《》\"'“”‘’:：\-–—*•#0-9]*")


def has_link(text: str) -> bool:
    return bool(text) and ("://" in text or "www." in text.lower() or ("/" in text and "." in text)) \
        and LINK.search(text) is not None


def mask_links(text: str) -> str:
    """`text` with every link replaced by spaces of the same length (offsets stay valid)."""
    if not has_link(text):
        return text
    return LINK.sub(lambda m: " " * len(m.group(0)), text)


def link_only(text: str) -> bool:
    """Whether `text` holds at least one link and nothing else but separators (no words to judge against)."""
    if not has_link(text):
        return False
    return _SEPARATORS.fullmatch(LINK.sub(" ", text)) is not None


def links_only(contexts: Iterable[str]) -> bool:
    """Whether the contexts hold links and no text: every non-blank context is link-only (and one exists)."""
    texts = [c for c in contexts if c and c.strip()]
    return bool(texts) and all(link_only(c) for c in texts)
