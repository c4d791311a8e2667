"""The package's public API is what `__all__` says: every listed name exists, every public name is listed."""
import earag
import earag.metrics


def _public(module):
    return {n for n in vars(module) if not n.startswith("_") and not isinstance(getattr(module, n), type(earag))}


def test_earag_all_matches_its_public_names():
    assert sorted(earag.__all__) == sorted(set(earag.__all__))
    assert set(earag.__all__) == _public(earag) - {"annotations"}


def test_metrics_all_names_exist():
    for name in earag.metrics.__all__:
        assert hasattr(earag.metrics, name), name
