"""Batch runs: datasets in (datasets), the one runner (runner), results files (files), metric plans (plan), exports."""
