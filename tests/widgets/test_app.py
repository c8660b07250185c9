"""The classroom's server for one device: what it serves, and how it is configured."""
import pytest
from tornado import web

from gamekit.widgets import app
from gamekit.widgets.app import ClassroomServer, PageHandler, PagesOnly, is_page


@pytest.mark.parametrize("path, page", [
    ("classroom.ipynb", True), ("/tikal/app.ipynb", True), ("camelot/app.ipynb", True),
    ("98_tournaments.ipynb", False), ("tikal/01_learn_to_play.ipynb", False),
    ("app.ipynb", False), ("a/b/app.ipynb", False), ("tikal", False), ("", False)])
def test_the_pages_are_the_menu_and_each_games_app(path, page):
    assert is_page(path) is page


@pytest.fixture
def folder(tmp_path):
    for name in ("classroom.ipynb", "98_tournaments.ipynb", "tikal/app.ipynb", "tikal/01_learn_to_play.ipynb",
                 "notes/readme.ipynb"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text('{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}')
    return PagesOnly(root_dir=str(tmp_path))


def test_the_folder_shows_its_pages_only(folder):
    assert sorted(item["path"] for item in folder.get("")["content"]) == ["classroom.ipynb", "tikal"]
    assert [item["path"] for item in folder.get("tikal")["content"]] == ["tikal/app.ipynb"]
    assert folder.get("tikal/app.ipynb")["type"] == "notebook"
    for other in ("98_tournaments.ipynb", "tikal/01_learn_to_play.ipynb", "notes/readme.ipynb"):
        with pytest.raises(web.HTTPError) as refused:
            folder.get(other)
        assert refused.value.status_code == 404
        assert not folder.file_exists(other)


def test_the_server_checks_the_host_culls_idle_kernels_and_sets_the_pages_xsrf_cookie(tmp_path):
    server = ClassroomServer()
    server.initialize([str(tmp_path), "--ClassroomServer.cull_after=30"])
    kernels = server.config.MappingKernelManager
    assert kernels.cull_idle_timeout == 30 and kernels.cull_interval == 15 and kernels.cull_connected is False
    settings = server.init_settings()
    assert settings["allow_remote_access"] is False and isinstance(settings["contents_manager"], PagesOnly)
    handlers = {handler for _, handler, *_ in server.init_handlers()}
    assert PageHandler in handlers and app.TornadoVoilaHandler not in handlers


def test_a_page_that_is_not_the_classrooms_is_refused_at_start(capsys):
    with pytest.raises(SystemExit):
        app.main(["notebooks", "--page", "98_tournaments.ipynb", "--no-browser"])
    assert "is not one of the classroom's pages" in capsys.readouterr().err
