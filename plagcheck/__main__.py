from plagcheck.cli import main

raise SystemExit(main())
