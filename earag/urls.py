"""URLs and the secrets they carry: redaction, identity, validation. The bottom layer every other module may use.

- `redact`       a text with every URL's user-info (`http://user:pw@host` → `http://***@host`), every secret query
                 parameter and every given secret (API keys) replaced by `***`.
- `endpoint_of`  a URL as an identity and for display: no credentials, query or trailing slash.
- `split_userinfo` the credentials out of a URL, so that they travel as an auth header instead.
- `url_problem` / `check_url`  why a text is not a usable server address, as a coded text (url.*) or as a
                 ConfigError (backend.bad_url).

Imports nothing of earag but the errors and the message catalogue.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable
from urllib.parse import unquote, urlsplit, urlunsplit

from earag.errors import ConfigError
from earag.messages import CodedText, Message

# scheme://user[:password]@host — the user-info part of any URL inside a text. Up to the LAST "@" before the host:
# a password holding "@" ("bolt://neo4j:p@ss@host") or, after "user:", "/" ("http://admin:s3cret/pw@host", where
# urlsplit itself reads "s3cret" as the port) must not leave its tail behind. Quotes end it, so a URL inside JSON
# does not swallow the next value.
_USERINFO_RE = re.compile(
    r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<info>[^\s/\"'<>@:]*:[^\s\"'<>]*|[^\s/\"'<>]+)"
    r"@(?=[^\s@/\"'<>]*(?:[/?#\s\"'<>]|$))")
# Secrets passed as query parameters (postgresql://host/db?password=…, …?api_key=…).
_QUERY_SECRET_RE = re.compile(r"(?i)([?&;](?:password|passwd|pwd|pass|secret|token|access_token|api_key|apikey|key)=)"
                              r"[^&;#\s\"'<>]*")


def redact(text: str, secrets: Iterable[str | None] = ()) -> str:
    """`text` with the user-info of every URL replaced by *** and every given secret (API key …) by ***."""
    text = _USERINFO_RE.sub(lambda m: f"{m.group('scheme')}***@", str(text))
    text = _QUERY_SECRET_RE.sub(lambda m: f"{m.group(1)}***", text)
    for secret in secrets:
        if secret and len(secret) >= 3:  # a one- or two-character "secret" would shred the message
            text = text.replace(secret, "***")
    return text


def endpoint_of(url: str | None) -> str:
    """A URL as an identity and for display: no credentials, no query or fragment, no trailing slash, lower-case
    scheme and host ("HTTP://u:p@Host:11434/" → "http://host:11434"). A bare "host:port" gets http://."""
    url = (url or "").strip()
    if not url:
        return ""
    if "://" not in url:
        url = f"http://{url}"
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if ":" in host:  # IPv6 literal
            host = f"[{host}]"
        netloc = f"{host}:{parts.port}" if parts.port else host
    except ValueError:  # an unparseable port: keep the text, minus any user-info
        return redact(url).rstrip("/")
    return urlunsplit((parts.scheme.lower(), netloc, parts.path.rstrip("/"), "", ""))


def split_userinfo(url: str) -> tuple[str, str | None, str | None]:
    """(url without user-info, user, password), percent-decoded: credentials travel as an auth header, never
    inside a URL that a client library may log ("HTTP Request: POST http://user:pw@…")."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url, None, None
    if "@" not in parts.netloc:
        return url, None, None
    info, _, hostport = parts.netloc.rpartition("@")
    user, sep, password = info.partition(":")
    return (urlunsplit((parts.scheme, hostport, parts.path, parts.query, parts.fragment)), unquote(user),
            unquote(password) if sep else None)


def url_setting(variable: str, key: str) -> str:
    """How to name a URL setting in a message: the environment variable too when it is set (a text that keeps its
    message code, so it reads in the reader's language), else the config key."""
    return CodedText(Message("url.setting_env", {"variable": variable, "key": key})) if os.environ.get(variable) else key


def url_problem(url: str, schemes: tuple[str, ...] = ("http", "https")) -> CodedText | None:
    """Why `url` cannot be used as a server address, or None when it can: a text equal to the English the library
    has always written ("port 'notaport' is not a number" …) that keeps its message code (`.message`, url.*)."""
    said = _problem(url, schemes)
    return CodedText(said) if said is not None else None


def _problem(url: str, schemes: tuple[str, ...]) -> Message | None:
    text = (url or "").strip()
    if not text:
        return Message("url.empty")
    if "://" not in text:
        text = f"http://{text}"
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        userinfo = _USERINFO_RE.search(text)
        if userinfo and "/" in userinfo.group("info"):
            return Message("url.slash_in_userinfo")  # never echo a piece of the password
        netloc = text.split("://", 1)[1].split("/", 1)[0].rsplit("@", 1)[-1]
        port_text = netloc.rsplit("]", 1)[-1].rpartition(":")[2]
        if "out of range" in str(exc):
            return Message("url.port_out_of_range", {"port": port_text})
        if "Port" in str(exc):
            return Message("url.port_not_number", {"port": port_text})
        if str(exc) == "Invalid IPv6 URL":
            return Message("url.bad_ipv6")
        return Message("url.unreadable", {"detail": redact(str(exc))})
    if parts.scheme.lower() not in schemes:
        return Message("url.bad_scheme", {"scheme": parts.scheme, "schemes": list(schemes)})
    if not parts.hostname:
        return Message("url.no_host")
    if port is not None and not 0 < port < 65536:
        return Message("url.port_out_of_range", {"port": port})
    return None


def check_url(url: str, name: str, *, key: str | None = None, schemes: tuple[str, ...] = ("http", "https")) -> None:
    """A ConfigError naming `name` (e.g. "OLLAMA_HOST (configuration key backends.llm.host)", from `url_setting`)
    when `url` is not a usable server address. The URL in the message is redacted; the message reads in either
    language (backend.bad_url with the setting and the problem as nested messages)."""
    problem = url_problem(url, schemes)
    if problem:
        raise ConfigError(bad_url(name, url, problem.message), key=key or name)


def bad_url(name: str, url: str, problem: Message) -> Message:
    """backend.bad_url: the setting `name` (a `url_setting`), the URL redacted, and what is wrong (url.*)."""
    return Message("backend.bad_url", {"name": name.message if isinstance(name, CodedText) else name,
                                       "url": redact(url), "problem": problem})


__all__ = ["bad_url", "check_url", "endpoint_of", "redact", "split_userinfo", "url_problem", "url_setting"]
