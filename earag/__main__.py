"""Entry point of `python -m earag`."""
import sys

from earag.cli import main

sys.exit(main())
