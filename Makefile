# gamekit: `make lab` to learn and play, `make test` to check everything.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8888
# jupyter refuses to run as root unless told; containers and CI often are root
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab test bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[lab,test,cluster,parquet]"
	touch $(STAMP)

## lab: install into .venv, then open JupyterLab on the start notebook (NO_BROWSER=1: server only)
lab: $(STAMP)
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.ip=127.0.0.1 --ServerApp.port=$(PORT) \
		--ServerApp.root_dir=notebooks --LabApp.default_url=/lab/tree/00_start_here.ipynb \
		$(if $(NO_BROWSER),--no-browser)

## test: install into .venv, then run the tests, the conformance suite and the notebooks
test: $(STAMP)
	$(BIN)/python -m pytest -c pyproject.toml --rootdir . tests ../shared/conformance \
		--nbval notebooks --nbval-sanitize-with tests/nbval_sanitize.cfg $(PYTEST_ARGS)

## bench: the speed figures, held against the reference baseline in the same run
bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) *.egg-info
