"""The frozen app's entry point: the same ``plagcheck`` command as a pip install's."""

import multiprocessing
import sys

if __name__ == "__main__":
    # A large scan's worker processes re-run this executable; this turns them into workers.
    multiprocessing.freeze_support()
    from plagcheck.cli import main

    sys.exit(main())
