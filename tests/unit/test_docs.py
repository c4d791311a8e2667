"""The documentation: a short README in front, the manual in docs/ built by MkDocs without fetching anything."""
from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def _mkdocs_config() -> dict:
    return yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))


def _nav_pages(nav) -> list[str]:
    pages: list[str] = []
    for item in nav:
        value = next(iter(item.values())) if isinstance(item, dict) else item
        pages.extend(_nav_pages(value) if isinstance(value, list) else [value])
    return pages


def test_readme_is_a_short_front_door_that_links_into_docs():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 200
    linked = set(re.findall(r"\]\((docs/[^)#\s]+)", text))
    assert {"docs/cli.md", "docs/api.md", "docs/scores.md", "docs/performance.md", "docs/development.md"} <= linked
    assert "bash scripts/run.sh" in text and "bash scripts/test.sh" in text
    image = re.search(r"!\[[^\]]*\]\(([^)]+\.png)\)", text)
    assert image and (ROOT / image.group(1)).is_file()


def test_every_docs_page_is_in_the_mkdocs_nav():
    nav = set(_nav_pages(_mkdocs_config()["nav"]))
    pages = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    assert pages - nav == set(), "pages missing from mkdocs.yml's nav"
    assert nav - pages == set(), "nav entries without a page"


def test_the_docs_build_fetches_nothing():
    cfg = _mkdocs_config()
    assert cfg["theme"]["name"] == "material"
    assert cfg["theme"]["font"] is False          # Material would load Google fonts otherwise
    assert set(cfg.get("plugins") or []) <= {"search"}   # built in and local; no plugin that goes online
    assert cfg.get("strict") is True
