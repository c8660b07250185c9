// The classroom's pages: the live part comes from the server over one websocket and
// is shown as sent; clicks go back on it. Nothing is computed here.
"use strict";
(() => {
  const body = document.body, path = body.dataset.socket;
  if (!path) return;
  const live = document.querySelector(".gk-live");
  const figure = document.querySelector(".gk-picture");
  const picture = figure && figure.querySelector("img");
  const notice = document.querySelector(".gk-notice");
  if (figure) figure.addEventListener("click", () => figure.classList.toggle("gk-zoomed"));
  const SETTLE_MS = 300;  // a click this soon after new choices appear was aimed at the old ones
  let socket = null, version = null, drawnAt = 0, choices = "", waiting = false, retry = 500;

  function say(text, kind) {
    notice.textContent = text;
    notice.className = "gk-notice " + (kind || "");
    notice.hidden = !text;
  }

  function show(message) {
    if (message.refused !== undefined) {
      waiting = false;
      live.querySelectorAll("button[data-choice], button[data-hint]").forEach(b => { b.disabled = false; });
      const hint = live.querySelector("button[data-hint][data-label]");
      if (hint) hint.textContent = hint.dataset.label;
      say(message.refused, "gk-refused");
      return;
    }
    if (message.html === undefined) return showPicture(message.picture);
    live.innerHTML = message.html;
    const now = [...live.querySelectorAll("button[data-choice]")].map(b => b.dataset.choice).join("\n");
    if (now !== choices) { choices = now; drawnAt = performance.now(); }
    const slot = live.querySelector(".gk-slot");
    if (slot && figure) slot.appendChild(figure);  // the same element: its image stays loaded
    waiting = false;
    if (message.version !== undefined && message.version !== version) {
      if (version !== null) say("");
      version = message.version;
      body.dataset.version = String(version);
      body.dataset.updatedAt = String(Date.now());
    }
  }

  function showPicture(name) {
    if (!figure) return;
    if (name) {
      const src = "/picture/" + name + ".svg";
      if (picture.getAttribute("src") !== src) picture.setAttribute("src", src);
      figure.hidden = false;
    } else {
      figure.hidden = true;
      picture.removeAttribute("src");
    }
  }

  function send(data) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(data));
  }

  function connect() {
    socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + path);
    socket.onopen = () => { retry = 500; say(""); body.dataset.connected = "yes"; };
    socket.onmessage = event => show(JSON.parse(event.data));
    socket.onclose = event => {
      body.dataset.connected = "no";
      if (event.code === 4001 || event.code === 4003) {
        say(event.reason + " Reload the page to join again.", "gk-refused");
        return;
      }
      say("Connection lost: reconnecting…", "gk-offline");
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 5000);
    };
  }

  live.addEventListener("click", event => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.choice !== undefined) {
      // one action per look: not a second click of a double click, not a click that
      // lands on new buttons just drawn, not while the first one is on its way
      if (waiting || event.detail > 1 || performance.now() - drawnAt < SETTLE_MS) return;
      waiting = true;
      live.querySelectorAll("button[data-choice]").forEach(b => { b.disabled = true; });
      say("");  // an earlier refusal is about an earlier click
      send({choice: button.dataset.choice, version: version});
    } else if (button.dataset.hint !== undefined) {
      if (waiting) return;
      button.disabled = true;
      button.dataset.label = button.textContent;
      button.textContent = "The coach is thinking…";
      say("");
      send({hint: true, version: version});
    } else if (button.dataset.do) {
      if (button.dataset.confirm && !confirm(button.dataset.confirm)) return;
      say("");
      send({do: button.dataset.do, table: button.dataset.table, version: Number(button.dataset.version)});
    }
  });

  const create = document.querySelector("form.gk-create");
  if (create) {
    const seats = JSON.parse(create.dataset.seats);
    const fill = (select, values, keep) => {
      select.innerHTML = values.map(v => `<option>${v}</option>`).join("");
      if (values.includes(Number(keep))) select.value = keep;
    };
    const players = create.elements.players, bots = create.elements.bots;
    const update = () => {
      fill(players, seats[create.elements.game.value], players.value || 4);
      fill(bots, [...Array(Number(players.value)).keys()], bots.value || 0);
    };
    create.elements.game.addEventListener("change", update);
    players.addEventListener("change", update);
    update();
    create.addEventListener("submit", event => {
      event.preventDefault();
      const f = create.elements;
      say("");
      send({do: "create", game: f.game.value, players: f.players.value, seed: f.seed.value,
            bots: f.bots.value, bot_kind: f.bot_kind.value, coach: f.coach.checked});
    });
  }

  window.gamekit = {
    send: (choice, seen) => send({choice: choice, version: seen}),
    settled: () => !waiting && performance.now() - drawnAt >= SETTLE_MS,
  };
  connect();
})();
