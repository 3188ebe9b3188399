extension SnapshotReport {
  /// A picture is `--w` picture pixels wide times `--zoom`, so 1:1 shows each pixel as one CSS
  /// pixel and larger zooms keep pixels square and sharp; a card scrolls sideways rather than
  /// spill. A size change keeps expected and actual side by side, tops aligned. The stack lays expected and actual in one grid cell, so it is as large as the
  /// larger of the two when their sizes differ.
  static let css = """
    #view { display: flex; gap: 8px 20px; flex-wrap: wrap; }
    main { padding: 8px 24px 32px; }
    main > section { background: var(--card); border-radius: 14px; padding: 16px; margin: 16px 0;
      box-shadow: 0 1px 3px #0002; min-width: 0; scroll-margin-top: 90px; }
    h2 { font-size: 18px; margin: 0 0 8px; overflow-wrap: anywhere; }
    h2 small { font-weight: 400; font-size: 14px; color: var(--secondary); }
    .counts { display: flex; flex-wrap: wrap; gap: 4px 20px; list-style: none; padding: 0; margin: 0 0 12px; }
    .table { overflow-x: auto; } table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 4px 16px 4px 0; border-bottom: 1px solid var(--line); }
    th { color: var(--secondary); font-weight: 500; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--code); border-radius: 8px;
      padding: 8px 10px; font-size: 12px; margin: 8px 0 12px; }
    .accept { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; margin: 8px 0; }
    .command { display: inline-flex; gap: 6px; align-items: center; max-width: 100%; }
    .accept code { background: var(--code); border-radius: 6px; padding: 4px 8px; font-size: 12px;
      overflow-wrap: anywhere; }
    .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .pictures.sizes { flex-wrap: nowrap; overflow-x: auto; }
    [data-scale="fit"] .sizes figure { flex: 1 1 0; min-width: 0; }
    figure { margin: 0; max-width: 100%; } figcaption { font-size: 12px; color: var(--secondary); }
    .picture, .frame { display: block; max-width: 100%; overflow: auto; border: 1px solid var(--line); }
    .frame { display: inline-block; }
    .pixels { display: block; width: calc(var(--w) * var(--zoom, 1) * 1px); max-width: none;
      height: auto; image-rendering: pixelated; }
    [data-scale="fit"] .pixels { max-width: 100%; image-rendering: auto; }
    .compare { margin-top: 16px; max-width: 100%; }
    .modes { display: flex; flex-wrap: wrap; gap: 4px 14px; border: 0; padding: 0; margin: 0 0 8px; }
    .modes legend { float: left; margin-right: 4px; color: var(--secondary); }
    .onion, .blink-state { margin: 0 0 8px; }
    .stack { display: grid; position: relative; }
    .stack > img { grid-area: 1 / 1; }
    .stack .wipe { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0;
      cursor: ew-resize; }
    .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px;
      background: #ff2d55; box-shadow: 0 0 0 1px #fffc; pointer-events: none; }
    .divider::after { content: "◀ ▶"; position: absolute; top: 50%; left: 50%;
      transform: translate(-50%, -50%); background: #ff2d55; color: #fff; border-radius: 999px;
      padding: 2px 7px; font-size: 11px; white-space: nowrap; }
    .tag { position: absolute; top: 6px; background: #000a; color: #fff; border-radius: 6px;
      padding: 1px 6px; font-size: 11px; pointer-events: none; }
    .tag.left { left: 6px; } .tag.right { right: 6px; }
    .compare:not([data-mode="wipe"]) :is(.divider, .wipe, .tag) { display: none; }
    .compare:not([data-mode="onion"]) .onion { display: none; }
    .compare:not([data-mode="blink"]) .blink-state { display: none; }
    #magnifier { position: fixed; z-index: 5; background: var(--card); border: 1px solid var(--line);
      border-radius: 12px; padding: 8px; box-shadow: 0 8px 24px #0005; pointer-events: none; }
    .lenses { display: flex; gap: 8px; }
    .lens { position: relative; width: 168px; height: 168px; background-color: #888;
      background-repeat: no-repeat; image-rendering: pixelated; border: 1px solid var(--line); }
    .lens::after { content: ""; position: absolute; left: 79px; top: 79px; width: 8px; height: 8px;
      outline: 1px solid #ff2d55; }
    .where { margin: 4px 0 0; font-size: 12px; color: var(--secondary); }
    @media (max-width: 600px) {
      .bar { position: static; padding: 10px 12px; } main { padding: 4px 12px 16px; }
      main > section { padding: 12px; }
    }
    """

  /// Zoom, the three ways to compare, the magnifier and the copy buttons.
  static let script = """
    const view = document.getElementById("view");
    function zoom() {
      const scale = view.elements.scale.value;
      document.documentElement.dataset.scale = scale;
      document.documentElement.style.setProperty("--zoom", scale === "fit" ? 1 : scale);
    }
    view.addEventListener("change", zoom);
    zoom();

    // Wipe: expected left of the divider, actual right of it. Onion skin: actual over expected
    // at the slider's opacity. Blink: expected and actual in turn, twice a second.
    for (const compare of document.querySelectorAll(".compare")) {
      const stack = compare.querySelector(".stack");
      const [under, over] = stack.querySelectorAll("img");
      const wipe = compare.querySelector(".wipe"), opacity = compare.querySelector(".opacity");
      const state = compare.querySelector(".blink-state");
      let timer = null, showingActual = true;
      function render() {
        const mode = compare.dataset.mode;
        const x = Math.max(under.offsetWidth, over.offsetWidth) * wipe.value / 100;
        over.style.clipPath = mode === "wipe" ? `inset(0 0 0 ${x}px)` : "none";
        stack.querySelector(".divider").style.left = `${x}px`;
        over.style.opacity = mode === "onion" ? opacity.value / 100
          : mode === "blink" && !showingActual ? 0 : 1;
        state.textContent = `showing ${showingActual ? "actual" : "expected"}`;
      }
      compare.querySelector(".modes").addEventListener("change", event => {
        compare.dataset.mode = event.target.value;
        clearInterval(timer);
        showingActual = true;
        if (event.target.value === "blink") {
          timer = setInterval(() => { showingActual = !showingActual; render(); }, 500);
        }
        render();
      });
      wipe.addEventListener("input", render);
      opacity.addEventListener("input", render);
      new ResizeObserver(render).observe(stack);
      render();
    }

    // The same 21 × 21 picture pixels of expected, actual and diff, 8 times as large.
    const magnifier = document.getElementById("magnifier");
    const lenses = [...magnifier.querySelectorAll(".lens")];
    const power = 8, reach = 10;
    function magnify(event) {
      const failure = event.currentTarget;
      const reference = event.target.closest(".stack, .picture")?.querySelector("img");
      if (!view.elements.magnifier.checked || event.pointerType === "touch" || !reference) {
        magnifier.hidden = true;
        return;
      }
      const box = reference.getBoundingClientRect();
      const x = Math.floor((event.clientX - box.left) * reference.naturalWidth / box.width);
      const y = Math.floor((event.clientY - box.top) * reference.naturalHeight / box.height);
      for (const lens of lenses) {
        const role = lens.dataset.role, source = failure.dataset[role];
        lens.parentElement.hidden = !source;
        if (!source) continue;
        const [width, height] = failure.dataset[role + "Size"].split("x").map(Number);
        lens.style.backgroundImage = `url("${source}")`;
        lens.style.backgroundSize = `${width * power}px ${height * power}px`;
        lens.style.backgroundPosition = `${(reach - x) * power}px ${(reach - y) * power}px`;
      }
      magnifier.querySelector(".where").textContent = `x ${x}, y ${y} (picture pixels)`;
      magnifier.hidden = false;
      const left = event.clientX + 24 + magnifier.offsetWidth < innerWidth
        ? event.clientX + 24 : event.clientX - 24 - magnifier.offsetWidth;
      magnifier.style.left = `${Math.max(0, left)}px`;
      magnifier.style.top =
        `${Math.max(0, Math.min(event.clientY + 24, innerHeight - magnifier.offsetHeight - 8))}px`;
    }
    for (const failure of document.querySelectorAll(".failure[data-expected]")) {
      failure.addEventListener("pointermove", magnify);
      failure.addEventListener("pointerleave", () => magnifier.hidden = true);
    }
    addEventListener("scroll", () => magnifier.hidden = true, { passive: true });

    for (const button of document.querySelectorAll("button.copy")) {
      button.addEventListener("click", async () => {
        try {
          await navigator.clipboard.writeText(button.dataset.command);
          button.textContent = "Copied";
        } catch {
          getSelection().selectAllChildren(button.previousElementSibling);
          button.textContent = "Selected: press Ctrl+C";
        }
        setTimeout(() => button.textContent = "Copy", 2000);
      });
    }
    """
}
