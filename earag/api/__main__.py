"""`python -m earag.api [--host H] [--port P] [--workers N]`: the same as `earag serve`."""
import sys

from earag.api.cli import main

if __name__ == "__main__":
    sys.exit(main())
