// gamekit's table: one game's board, choices and controls in one widget (anywidget).
//
// The kernel sends what may be shown (traits); this module only draws it and sends
// clicks back: {kind, id, revision}. A click is answered by a new revision (the table
// redrawn) or by a "ready" message (nothing changed); until then every button is
// disabled, and the second click of a double click sends nothing, so one click is one
// action. A spot on the board is any SVG element with a data-spot attribute; a choice
// lists the spots that select it, in order (a worker, then a hex), and may carry a
// preview (an SVG fragment shown before it is confirmed).

const ZOOM_KEY = "gamekit-zoom";
const ZOOMS = [0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75];
const ANSWER_WITHIN = 15000;  // ms

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "onclick") node.addEventListener("click", value);
    else if (key === "text") node.textContent = value;
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

function render({ model, el }) {
  const local = { busy: false, repeat: false, sent: 0, path: [], selected: null, confirm: null, rules: false, listOpen: false };
  let zoom = Number(window.localStorage?.getItem(ZOOM_KEY)) || 1;

  const title = h("h2", { class: "gk-title" });
  const turn = h("div", { class: "gk-turn" });
  const zoomOut = h("button", { class: "gk-tool", title: "Smaller text and board", text: "A−" });
  const zoomIn = h("button", { class: "gk-tool", title: "Larger text and board", text: "A+" });
  const rulesButton = h("button", { class: "gk-tool", text: "Rules", "aria-expanded": "false" });
  const teacherButton = h("button", { class: "gk-tool gk-teacher-button", text: "Teacher" });
  const head = h("header", { class: "gk-head" },
    h("div", { class: "gk-titles" }, title, turn),
    h("div", { class: "gk-tools" }, zoomOut, zoomIn, rulesButton, teacherButton));
  const notice = h("div", { class: "gk-notice", role: "status", "aria-live": "polite" });
  const confirmText = h("span");
  const confirmYes = h("button", { class: "gk-yes", text: "Yes" });
  const confirmNo = h("button", { class: "gk-no", text: "Cancel" });
  const confirmBar = h("div", { class: "gk-confirm", hidden: true }, confirmText, confirmYes, confirmNo);
  const teacherBox = h("div", { class: "gk-teacher", hidden: true });
  const rules = h("div", { class: "gk-rules", hidden: true });
  const board = h("div", { class: "gk-board" });
  const key = h("div", { class: "gk-key" });
  const cover = h("div", { class: "gk-cover", hidden: true });
  const pick = h("div", { class: "gk-pick", hidden: true });
  const actions = h("div", { class: "gk-actions" });
  const note = h("div", { class: "gk-note" });
  const controls = h("div", { class: "gk-controls" });
  const hint = h("div", { class: "gk-hint" });
  const panel = h("div", { class: "gk-panel" });
  const log = h("div", { class: "gk-log" });
  const side = h("aside", { class: "gk-side" }, cover, pick, actions, note, controls, hint, panel, log);
  const column = h("section", { class: "gk-board-col" }, board, key);
  const main = h("main", { class: "gk-main" }, column, side);
  el.classList.add("gk-root");
  el.append(head, notice, confirmBar, teacherBox, rules, main);

  // -- sending -----------------------------------------------------------------------
  // The second click of a double click is never a second action: a quick kernel may
  // have redrawn the table between the two, and the same place would then choose again.
  el.addEventListener("click", (event) => { local.repeat = event.detail > 1; }, true);
  const send = (message) => {
    if (local.busy || local.repeat) return;
    local.busy = true;
    paintBusy();
    model.send({ ...message, revision: model.get("revision") });
    const ticket = ++local.sent;
    setTimeout(() => {     // no answer at all (a kernel gone): the page says so and lets go
      if (!local.busy || local.sent !== ticket) return;
      local.busy = false;
      paintBusy();
      notice.textContent = "No answer from the game yet: reload the page if it stays so.";
      notice.hidden = false;
    }, ANSWER_WITHIN);
  };
  const paintBusy = () => {
    el.classList.toggle("gk-busy", local.busy);
    for (const button of el.querySelectorAll("button[data-live]")) button.disabled = local.busy;
  };
  const live = (button) => { button.dataset.live = "1"; button.disabled = local.busy; return button; };
  const ask = (text, message) => {
    if (!text) return send(message);
    local.confirm = message;
    confirmText.textContent = text;
    confirmBar.hidden = false;
    confirmYes.focus();
  };
  confirmYes.addEventListener("click", () => {
    confirmBar.hidden = true;
    const message = local.confirm;
    local.confirm = null;
    if (message) send(message);
  });
  live(confirmYes);
  confirmNo.addEventListener("click", () => { confirmBar.hidden = true; local.confirm = null; });

  // A hinted action's button plays it: the choice of that index on the table.
  hint.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-index]");
    if (button && !button.disabled) send({ kind: "choose", id: Number(button.dataset.index) });
  });

  // -- zoom and rules (this page only, no kernel) ----------------------------------------
  const applyZoom = () => {
    el.style.setProperty("--gk-zoom", String(zoom));
    zoomOut.disabled = zoom <= ZOOMS[0];
    zoomIn.disabled = zoom >= ZOOMS[ZOOMS.length - 1];
  };
  const stepZoom = (by) => {
    const at = ZOOMS.indexOf(zoom) >= 0 ? ZOOMS.indexOf(zoom) : ZOOMS.indexOf(1);
    zoom = ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, at + by))];
    try { window.localStorage?.setItem(ZOOM_KEY, String(zoom)); } catch (e) { /* private mode */ }
    applyZoom();
  };
  zoomOut.addEventListener("click", () => stepZoom(-1));
  zoomIn.addEventListener("click", () => stepZoom(1));
  rulesButton.addEventListener("click", () => {
    local.rules = !local.rules;
    rules.hidden = !local.rules;
    rulesButton.setAttribute("aria-expanded", String(local.rules));
  });

  // -- the board: as large as its column allows, the key right below it ------------------
  const fit = () => {
    const svg = board.querySelector("svg");
    if (!svg) return;
    if (!el.classList.contains("gk-fill") || window.matchMedia("(max-width: 900px)").matches) {
      svg.style.width = svg.style.height = "";   // a notebook, or a narrow screen: the page scrolls
      return;
    }
    const box = svg.viewBox.baseVal;
    const room = column.clientHeight - key.offsetHeight - 6;
    if (!box || !box.width || room <= 0) return;
    const height = Math.min(room, column.clientWidth * box.height / box.width);
    svg.style.height = `${height}px`;
    svg.style.width = `${height * box.width / box.height}px`;
  };
  if (window.ResizeObserver) new ResizeObserver(fit).observe(column);

  // -- the board and its spots -------------------------------------------------------
  const choices = () => model.get("choices") || [];
  const matching = () => choices().map((c, id) => ({ ...c, id })).filter(
    (c) => c.spots && c.spots.length >= local.path.length &&
      local.path.every((spot, i) => c.spots[i] === spot));
  const complete = () => matching().filter((c) => c.spots.length === local.path.length);

  const paintSpots = () => {
    const svg = board.querySelector("svg");
    if (!svg) return;
    const next = new Set();
    for (const c of matching()) if (c.spots.length > local.path.length) next.add(c.spots[local.path.length]);
    for (const node of svg.querySelectorAll("[data-spot]")) {
      const spot = node.getAttribute("data-spot");
      node.classList.toggle("gk-live", !local.busy && next.has(spot));
      node.classList.toggle("gk-chosen", local.path.includes(spot));
    }
    const layer = svg.querySelector("#gk-preview");
    if (layer) {
      const chosen = local.selected === null ? null : choices()[local.selected];
      layer.innerHTML = chosen && chosen.preview ? chosen.preview : "";
    }
  };

  const reset = () => { local.path = []; local.selected = null; };

  board.addEventListener("click", (event) => {
    if (local.busy) return;
    const node = event.target.closest("[data-spot]");
    if (!node || !board.contains(node)) return;
    const spot = node.getAttribute("data-spot");
    const before = local.path;
    local.path = [...before, spot];
    if (!matching().length) local.path = [spot];     // a fresh start from this spot
    if (!matching().length) { reset(); drawChoices(); return; }
    const done = complete();
    const longer = matching().length > done.length;
    if (done.length === 1 && !longer && !done[0].preview) {
      reset();
      send({ kind: "choose", id: done[0].id });
      return;
    }
    const shown = done.find((c) => c.preview);
    local.selected = shown ? shown.id : null;
    drawChoices();
  });

  // -- the choices ---------------------------------------------------------------------
  const choiceButton = (c, id) => live(h("button", {
    class: "gk-choice" + (id === local.selected ? " gk-selected" : ""),
    title: c.tip || c.text, text: c.text,
    onclick: () => send({ kind: "choose", id }),
  }));

  const drawChoices = () => {
    const all = choices();
    const shown = local.path.length ? matching() : all.map((c, id) => ({ ...c, id }));
    pick.replaceChildren();
    pick.hidden = !local.path.length;
    if (local.path.length) {
      const done = complete();
      const chosen = local.selected === null ? null : all[local.selected];
      const turnIt = done.length > 1 && chosen && chosen.preview;
      const further = matching().length > done.length;
      const say = chosen ? chosen.text : further ? (done.length ? "Click where it goes, or choose below."
        : "Now click where it goes.") : "Choose below.";
      pick.append(
        h("div", { class: "gk-pick-text", text: say }),
        turnIt ? live(h("button", { class: "gk-turn-tile", text: "↻ Turn", onclick: () => {
          const at = done.findIndex((c) => c.id === local.selected);
          local.selected = done[(at + 1) % done.length].id;
          drawChoices();
        } })) : null,
        chosen && chosen.preview ? live(h("button", { class: "gk-place", text: "✓ Place it",
          onclick: () => { const id = local.selected; reset(); send({ kind: "choose", id }); } })) : null,
        h("button", { class: "gk-cancel", text: "✕ Cancel", onclick: () => { reset(); drawChoices(); } }));
    }
    actions.replaceChildren();
    const buttons = shown.map((c) => choiceButton(c, c.id));
    const onBoard = all.some((c) => c.spots && c.spots.length);
    if (!local.path.length && onBoard && buttons.length > 8) {
      const list = h("details", { class: "gk-list", open: local.listOpen },
        h("summary", { text: `…or pick from the list (${buttons.length})` }), ...buttons);
      list.addEventListener("toggle", () => { local.listOpen = list.open; });
      actions.append(h("p", { class: "gk-help", text: "Click the board to choose." }), list);
    } else {
      actions.append(...buttons);
    }
    paintSpots();
  };

  // -- controls, teacher, cover --------------------------------------------------------
  const drawControls = () => {
    controls.replaceChildren(...(model.get("controls") || []).map((c) => {
      const button = h("button", { class: `gk-control gk-${c.id}`, title: c.tip || c.label, text: c.label,
        onclick: () => {
          if (c.id === "hint" && !local.busy) thinking();
          ask(c.confirm, { kind: "control", id: c.id });
        } });
      if (c.enabled) live(button);
      else button.disabled = true;
      return button;
    }));
  };

  // A search may think for most of a second: the hint's place says so until it comes
  // (or the kernel answers that nothing changed).
  const thinking = () => {
    hint.textContent = "The coach is thinking…";
    shown.hint = null;
  };

  const drawTeacher = () => {
    const t = model.get("teacher") || {};
    teacherButton.hidden = !t.guarded;
    teacherButton.textContent = t.open ? "Leave teacher mode" : "Teacher";
    teacherButton.onclick = () => {
      if (t.open) send({ kind: "teacher", what: "leave" });
      else { local.pin = !local.pin; drawTeacher(); }
    };
    live(teacherButton);
    teacherBox.replaceChildren();
    if (t.open) {
      const seed = h("input", { type: "number", class: "gk-seed", value: t.seed, "aria-label": "Seed" });
      const players = h("select", { class: "gk-players", "aria-label": "Players" },
        ...(t.allowed || []).map((n) => h("option", { value: n, text: String(n), selected: n === t.players })));
      players.disabled = !!t.fixed;
      const show = h("input", { type: "checkbox", class: "gk-show-all", checked: t.showing });
      show.addEventListener("change", () => send({ kind: "teacher", what: "show", on: show.checked }));
      live(show);
      teacherBox.append(
        h("label", { class: "gk-show-label" }, show, document.createTextNode(" Show every hand")),
        h("label", {}, document.createTextNode("Seed "), seed),
        h("label", {}, document.createTextNode("Players "), players),
        live(h("button", { class: "gk-new", text: "New game", onclick: () => ask(
          "Start a new game? The game on the table is lost.",
          { kind: "teacher", what: "new", seed: Number(seed.value), players: Number(players.value) }) })));
      local.pin = false;
    } else if (local.pin && t.guarded) {
      const pin = h("input", { type: "password", class: "gk-pin", inputmode: "numeric",
        autocomplete: "off", "aria-label": "Teacher PIN", placeholder: "PIN" });
      const open = live(h("button", { class: "gk-open", text: "Open teacher mode",
        onclick: () => { send({ kind: "teacher", what: "open", pin: pin.value }); pin.value = ""; } }));
      pin.addEventListener("keydown", (e) => { if (e.key === "Enter") open.click(); });
      teacherBox.append(h("label", {}, document.createTextNode("Teacher PIN "), pin), open);
      setTimeout(() => pin.focus(), 0);
    }
    teacherBox.hidden = !teacherBox.childElementCount;
  };

  const drawCover = () => {
    const c = model.get("cover") || {};
    cover.hidden = !c.title;
    el.classList.toggle("gk-covered", !!c.title);
    cover.replaceChildren();
    if (c.title) {
      cover.append(h("h2", { text: c.title }), h("p", { text: c.text || "" }),
        live(h("button", { class: "gk-reveal", text: c.button, onclick: () => send({ kind: "reveal" }) })));
    }
  };

  // -- everything that changed, on every change ------------------------------------------
  const shown = {};
  const changed = (name) => {
    const value = model.get(name);
    if (shown[name] === value) return false;
    shown[name] = value;
    return true;
  };
  const markup = (node, name) => {
    if (changed(name)) { node.innerHTML = model.get(name); node.hidden = !model.get(name); }
  };
  const draw = () => {
    el.dataset.revision = String(model.get("revision"));
    title.textContent = model.get("title");
    turn.textContent = model.get("turn");
    notice.textContent = model.get("notice");
    notice.hidden = !model.get("notice");
    const boardChanged = changed("board");
    if (boardChanged) board.innerHTML = model.get("board");
    markup(key, "key");
    markup(rules, "rules");
    rules.hidden = !local.rules;
    rulesButton.hidden = !model.get("rules");
    for (const [node, name] of [[note, "note"], [hint, "hint"], [panel, "panel"], [log, "log"]]) {
      if (changed(name)) node.innerHTML = model.get(name);
    }
    el.classList.toggle("gk-fill", !!model.get("fill"));
    drawCover();
    drawTeacher();
    drawControls();
    drawChoices();
    if (boardChanged) fit();
    log.scrollTop = log.scrollHeight;
  };

  let revision = model.get("revision");
  const update = () => {
    if (model.get("revision") !== revision) {      // the table moved on: a fresh start
      revision = model.get("revision");
      reset();
      local.busy = false;
      confirmBar.hidden = true;
      local.confirm = null;
    }
    draw();
    paintBusy();
  };
  model.on("change", update);
  model.on("msg:custom", (message) => {
    if (message.kind === "ready") {
      local.busy = false;
      if (changed("hint")) hint.innerHTML = model.get("hint");
      paintBusy();
      paintSpots();
    }
  });
  applyZoom();
  draw();
  return () => model.off("change", update);
}

export default { render };
