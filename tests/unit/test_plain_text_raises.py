"""Every error the library raises to a person carries a message code (earag/messages/catalogue.py): a raise whose
text is a plain string literal or f-string is allowed only when marked `# internal:` (a programmer's error: a wrong
argument from code, an impossible state), on the raise or on the line above it."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MARK = "# internal:"
MESSAGE_HELPERS = {"invalid"}   # earag.api.errors.invalid: a 400 from its first argument


def _raises_text(call: ast.Call) -> bool:
    """An exception built from text: a class (CapWords: InputError(...), self.Error(...)), `type(exc)(...)` or a
    helper that makes one from its first argument; other helpers (_wrong_type("question", ...)) take a key."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name is not None and not (name[:1].isupper() or name in MESSAGE_HELPERS):
        return False
    return bool(call.args) and _is_text(call.args[0])   # the text is the first argument


def _is_text(node: ast.AST) -> bool:
    """A string literal, an f-string, or one built from them ("a" + b, x or "default")."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_text(node.left) or _is_text(node.right)
    if isinstance(node, ast.BoolOp):
        return any(_is_text(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return _is_text(node.body) or _is_text(node.orelse)
    return False


def plain_text_raises(source: str) -> list[int]:
    """Line numbers of the unmarked raises of plain text in `source`."""
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
            continue
        if not _raises_text(node.exc):
            continue
        first, last = node.lineno, node.end_lineno or node.lineno
        span = lines[max(0, first - 2):last]   # the line above and every line of the raise
        if not any(MARK in line for line in span):
            found.append(first)
    return found


def test_no_unmarked_plain_text_raise_in_the_library():
    offenders = []
    for path in sorted((ROOT / "earag").rglob("*.py")):
        for line in plain_text_raises(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(ROOT)}:{line}")
    assert not offenders, ("raise a coded error (Message from earag/messages/catalogue.py) or mark a programmer's "
                           "error with '# internal: why':\n" + "\n".join(offenders))


def test_the_check_finds_plain_text_and_accepts_codes_and_marks():
    source = '''
def f(x):
    if x == 1:
        raise ValueError(f"bad {x}")
    if x == 2:
        raise InputError("a sentence", field="x")
    if x == 3:
        raise BackendUnavailable(reason or "down")
    if x == 4:
        raise InputError(Message("sample.question_empty"), field="question")
    if x == 5:
        # internal: a caller's bug
        raise TypeError(f"wrong {x!r}")
    if x == 6:
        raise KeyError(x)  # not text
    if x == 7:
        raise ValueError("impossible")  # internal: an impossible state
    if x == 8:
        raise _wrong_type("question", "文本", "a string", x)   # a helper given a key, not a text
    if x == 9:
        raise invalid("文本内容不能为空", "text")
    if x == 10:
        raise type(exc)(f"no model {x}", 404)
'''
    assert plain_text_raises(source) == [4, 6, 8, 21, 23]   # the text raises, invalid("…"), type(exc)(f"…")
