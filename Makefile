# gamekit: `make lab` to learn and play, `make app` for the classroom, `make test` to check everything.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8888
APP_PORT ?= 8866
CHROMIUM ?= /usr/bin/chromium
# `make app` opens the classroom's menu; `make app GAME=tavern_trouble` one game's page
APP_PAGE = $(if $(GAME),$(GAME)/app.ipynb,classroom.ipynb)
# jupyter refuses to run as root unless told; containers and CI often are root
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

# `make classroom`: the classroom server (HOST=0.0.0.0 serves the room; PIN=… the teacher's PIN)
HOST    ?= 127.0.0.1
CLASSROOM_PORT := $(if $(filter command line environment,$(origin PORT)),$(PORT),8800)
PIN     ?=
STORE   ?= classroom.sqlite3

.PHONY: lab app classroom test lint e2e bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[lab,test,app,classroom,e2e,cluster,parquet,openspiel,pettingzoo]"
	touch $(STAMP)

## lab: install into .venv, then open JupyterLab on the start notebook (NO_BROWSER=1: server only)
lab: $(STAMP)
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.ip=127.0.0.1 --ServerApp.port=$(PORT) \
		--ServerApp.root_dir=notebooks --LabApp.default_url=/lab/tree/00_start_here.ipynb \
		$(if $(NO_BROWSER),--no-browser)

## app: the classroom in Voila: a menu of the games, or GAME=<name> for one (NO_BROWSER=1, APP_PORT=…,
## PIN=… the teacher's PIN, TOKEN=… the address's token, both drawn at random unless given;
## CULL_AFTER=… seconds an idle page's kernel is kept once no tab is connected, 120 unless given)
app: $(STAMP)
	@test -f notebooks/$(APP_PAGE) || { echo "There is no notebooks/$(APP_PAGE). Games with a classroom page:" \
		$$(cd notebooks && ls */app.ipynb | sed 's,/app.ipynb,,') >&2; exit 2; }
	$(if $(PIN),GAMEKIT_TEACHER_PIN=$(PIN)) $(if $(TOKEN),GAMEKIT_APP_TOKEN=$(TOKEN)) $(BIN)/python -m gamekit.widgets.app notebooks \
		--page $(APP_PAGE) --port $(APP_PORT) $(if $(NO_BROWSER),--no-browser) $(if $(CULL_AFTER),--cull-after $(CULL_AFTER))

## classroom: one server for the class: tables, pupils on their own devices, the teacher's page
## (HOST=0.0.0.0 to serve the room's network, PORT=8800, PIN=… else a random one, STORE=classroom.sqlite3)
classroom: $(STAMP)
	$(BIN)/python -m gamekit.server --host $(HOST) --port $(CLASSROOM_PORT) --store $(STORE) \
		$(if $(PIN),--pin $(PIN))

## test: install into .venv, then lint and type-check, run the tests (the conformance suite and the
## adapters' included) and the notebooks
test: $(STAMP) lint
	@test -x $(CHROMIUM) || echo "No Chromium at $(CHROMIUM): the browser tests (tests/e2e, tests/server) will be SKIPPED (as root: apt-get install chromium)"
	GAMEKIT_CHROMIUM=$(CHROMIUM) $(BIN)/python -m pytest -c pyproject.toml --rootdir . tests -m "not soak" \
		--nbval notebooks --nbval-sanitize-with tests/nbval_sanitize.cfg $(PYTEST_ARGS)

## lint: ruff (lint and import order) and mypy (types) over the kit, its tests and benchmarks
lint: $(STAMP)
	$(BIN)/ruff check gamekit tests benchmarks
	$(BIN)/mypy

## e2e: the classroom pages, notebooks and the classroom server in a real browser (Chromium), with the
## server's soak test; screenshots to docs/screenshots
e2e: $(STAMP)
	GAMEKIT_CHROMIUM=$(CHROMIUM) GAMEKIT_SCREENSHOTS=docs/screenshots $(BIN)/python -m pytest \
		-c pyproject.toml --rootdir . tests/e2e tests/server $(PYTEST_ARGS)

## bench: the speed figures, held against the reference baseline in the same run
bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) *.egg-info
