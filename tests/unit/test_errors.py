"""Every error a user can cause is an EaragError naming the field, so the UI and CLI show its message."""
import pytest

from earag.analysis.tuning import agreement, fit_weights
from earag.errors import EaragError, InputError, UnknownMetricError
from earag.evaluator import Evaluator
from earag.metrics.registry import resolve


def test_tuning_input_errors_are_earag_errors_naming_the_field():
    with pytest.raises(InputError) as err:
        agreement([0.5, 0.6], None, [0.4, 0.7, 0.9], None)
    assert isinstance(err.value, EaragError) and err.value.field == "labels"
    with pytest.raises(InputError) as err:
        fit_weights([[0.1, 0.2]], [0.5])
    assert err.value.field == "matrix" and "(n, 5)" in str(err.value)


def test_an_unknown_metric_is_an_input_error_on_the_metrics_field():
    with pytest.raises(UnknownMetricError) as err:
        resolve(["f1", "no_such_metric"])
    assert isinstance(err.value, EaragError) and isinstance(err.value, KeyError)
    assert err.value.field == "metrics" and "no_such_metric" in str(err.value)
    assert err.value.to_dict()["error"] == "ValidationError"
    with pytest.raises(UnknownMetricError):
        Evaluator.plan_metrics("answer_quality,nope")
