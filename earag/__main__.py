"""Entry point of `python -m earag`."""
import sys

from .cli import main

sys.exit(main())
