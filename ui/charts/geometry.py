"""Where the graph's node labels go: measured in pixels, placed around their node so that no two overlap, and
axis ranges wide enough for every label."""
from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

GRAPH_HEIGHT = 620
# The narrowest plot width the graph page is read at (px): the ranges are made for it, wider plots only gain room.
GRAPH_MIN_WIDTH = 440


def _labelled_points(fig: go.Figure) -> list[tuple[float, float, str, str]]:
    out = []
    for tr in fig.data:
        if not (tr.mode and "text" in tr.mode and tr.text is not None):
            continue
        positions = tr.textposition if isinstance(tr.textposition, (list, tuple)) else [tr.textposition] * len(tr.x)
        out += [(x, y, str(text), pos) for x, y, text, pos in zip(tr.x, tr.y, tr.text, positions) if x is not None]
    return out


LABEL_POSITIONS = ("top center", "bottom center", "middle right", "middle left", "top right", "top left",
                   "bottom right", "bottom left")


def _label_box(x: float, y: float, w: float, h: float, pos: str, gap: float = 9.0) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) in px of a label of w × h drawn at `pos` around a marker at (x, y) px."""
    vertical, horizontal = pos.split(" ")
    if horizontal == "center":
        left = x - w / 2
    elif horizontal == "right":
        left = x + (gap if vertical == "middle" else 2)
    else:
        left = x - w - (gap if vertical == "middle" else 2)
    if vertical == "top":
        bottom = y + gap
    elif vertical == "bottom":
        bottom = y - gap - h
    else:
        bottom = y - h / 2
    return left, bottom, left + w, bottom + h


def spread_labels(fig: go.Figure, xr: Sequence[float], yr: Sequence[float], width: float = 760,
                  height: float | None = None, size: float = 11) -> int:
    """Give every drawn node label the first position around its node (LABEL_POSITIONS) where it overlaps no label
    placed before it and no other marker; bigger (focus) nodes choose first. Returns how many labels still overlap."""
    height = height or GRAPH_HEIGHT - 140
    sx = width / ((xr[1] - xr[0]) or 1.0)
    sy = height / ((yr[1] - yr[0]) or 1.0)
    items = []  # (priority, trace index, point index, x px, y px, text)
    markers = []
    for ti, tr in enumerate(fig.data):
        if tr.x is None:
            continue
        sizes = tr.marker.size if tr.marker is not None and isinstance(tr.marker.size, (list, tuple)) else None
        for pi, (x, y) in enumerate(zip(tr.x, tr.y)):
            if x is None:
                continue
            px, py = (x - xr[0]) * sx, (y - yr[0]) * sy
            markers.append((px, py, ti, pi))
            text = tr.text[pi] if tr.mode and "text" in tr.mode and tr.text is not None and pi < len(tr.text) else ""
            if text:
                items.append((-(sizes[pi] if sizes else 14), ti, pi, px, py, str(text)))
    items.sort()
    placed: list[tuple[float, float, float, float]] = []
    chosen: dict[tuple[int, int], str] = {}
    clashes = 0

    def overlaps(box, other) -> bool:
        return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]

    for _, ti, pi, px, py, text in items:
        w, h = label_px(text, size), size * 1.3
        best, best_hits = None, None
        default = fig.data[ti].textposition if isinstance(fig.data[ti].textposition, str) else "top center"
        for pos in (default, *[p for p in LABEL_POSITIONS if p != default]):
            box = _label_box(px, py, w, h, pos)
            hits = sum(overlaps(box, other) for other in placed)
            hits += sum(1 for mx, my, mt, mp in markers if (mt, mp) != (ti, pi)
                        and overlaps(box, (mx - 5, my - 5, mx + 5, my + 5)))
            if best_hits is None or hits < best_hits:
                best, best_hits = (pos, box), hits
            if hits == 0:
                break
        chosen[(ti, pi)] = best[0]
        placed.append(best[1])
        clashes += best_hits > 0
    for ti, tr in enumerate(fig.data):
        if tr.mode and "text" in tr.mode and tr.text is not None and any(k[0] == ti for k in chosen):
            default = tr.textposition if isinstance(tr.textposition, str) else "top center"
            tr.textposition = [chosen.get((ti, pi), default) for pi in range(len(tr.x))]
    return clashes


def label_px(text: str, size: float = 11) -> float:
    """About how wide a label is drawn (px): CJK characters a full em, others a little over half."""
    return sum(size if ord(c) >= 0x2E80 else size * 0.6 for c in text)


def label_ranges(labelled: Sequence[tuple[float, float, str, str]], points: Sequence[tuple[float, float]] = (),
                 width: float = GRAPH_MIN_WIDTH, height: float = GRAPH_HEIGHT - 140,
                 size: float = 11) -> tuple[list[float], list[float]]:
    """x and y axis ranges that hold every point and every label (x, y, text, textposition) inside a plot of
    `width` × `height` px: labels are measured in px and the ranges grown until each fits."""
    xs = [p[0] for p in points] + [p[0] for p in labelled]
    ys = [p[1] for p in points] + [p[1] for p in labelled]
    if not xs:
        return [-1.0, 1.0], [-1.0, 1.0]
    extents = []  # (x, y, left px, right px, below px, above px)
    for x, y, text, pos in labelled:
        w = min(label_px(text, size), width * 0.35) if text else 0.0  # capped: the ranges must converge
        pos = str(pos or "top center")
        if "right" in pos:
            left, right = 0.0, w + 12
        elif "left" in pos:
            left, right = w + 12, 0.0
        else:
            left = right = w / 2 + 4
        above = size * 1.4 + 12 if "top" in pos else size
        below = size * 1.4 + 12 if "bottom" in pos else size
        extents.append((x, y, left, right, below, above))
    extents += [(x, y, 12.0, 12.0, 12.0, 12.0) for x, y in zip(xs, ys)]  # a marker's own radius
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    for _ in range(30):  # fixed point: px per data unit depends on the range being sought
        sx = (hi_x - lo_x) / width if hi_x > lo_x else 1.0 / width
        sy = (hi_y - lo_y) / height if hi_y > lo_y else 1.0 / height
        new = (min(x - left * sx for x, _, left, _, _, _ in extents), max(x + right * sx for x, _, _, right, _, _ in extents),
               min(y - below * sy for _, y, _, _, below, _ in extents), max(y + above * sy for _, y, _, _, _, above in extents))
        if all(abs(a - b) < 1e-9 for a, b in zip(new, (lo_x, hi_x, lo_y, hi_y))):
            break
        lo_x, hi_x, lo_y, hi_y = new
    return [lo_x, hi_x], [lo_y, hi_y]
