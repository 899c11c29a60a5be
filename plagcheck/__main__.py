from plagcheck.cli import main

# Guarded: a large scan's worker processes started with "spawn" import this module again (as
# __mp_main__) when plagcheck runs as `python -m plagcheck`; they must not start plagcheck again.
if __name__ == "__main__":
    raise SystemExit(main())
