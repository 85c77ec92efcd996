// review.js — the review panel of each sequence on the live page (index.html calls it): the
// place an artist looks at an edit.
//
// The stage shows one frame large: the frame written last (following the watcher), or the one
// picked on the sheet or the scrub bar. Play runs through the frames at the sequence's frame
// rate ([animation] fps), each at the version the watcher last reported: frames land while it
// plays. A frame whose image is not its current one — queued, rendering, out of date, failed,
// or a preview — is marked on the stage (a badge, a hatched border), never shown as if new.
//
// Compare puts a second image over the stage: the frame as it was before the sequence's last
// edit (its before-image, /before/NAME/FILE, which the watcher keeps), or the same frame of
// another profile's outputs (/out/PROFILE/NAME/FILE, a still's /out/PROFILE/NAME.png). Flip shows one or the other whole (the
// button, a click on the stage, or the F key); wipe shows the second image left of the slider's
// line and the frame right of it.
//
// For the tests (tests/render/71_watch_review.sh): the stage carries the frame it shows in
// data-frame and how in data-state; every frame the player shows is appended to
// window.flamebuildPlayLog as {seq, frame, state, v, t} (t: performance.now(), ms).
'use strict';

window.flamebuildPlayLog = [];

const Review = (() => {
  const panels = new Map(); // sequence name -> its panel's state
  let active = null;        // the panel the keys act on: the last one used

  const esc = s => s.replace(/[&<>"]/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
  const clock = ms => new Date(Number(ms)).toLocaleTimeString();

  // What the image on disk is, for frame f: 'done' (the frame as it is now), 'stale' (from
  // before an edit: queued, rendering or out of date), 'preview', 'failed' (the last good one),
  // 'none' (nothing yet).
  function kind(f) {
    if (f.v === '0') return 'none';
    if (f.p) return 'preview';
    if (f.s === 'done') return 'done';
    return f.s === 'failed' ? 'failed' : 'stale';
  }
  const BADGE = {
    none: 'not rendered yet',
    preview: 'preview: a share of its quality, the frame itself on its way',
    stale: 'out of date: the image from before the last edit, the new one on its way',
    failed: 'failed: the last good image',
  };

  // The panel of a section, made once: the stage (the frame, the image compared with it, the
  // badge), the caption, the controls.
  function panel(sec, side) {
    const name = sec.dataset.name;
    let r = panels.get(name);
    if (r && r.sec === sec) return r;
    side.insertAdjacentHTML('afterbegin',
      '<div class="stage"><img class="latest" alt=""><img class="other" alt="" hidden><div class="wipeline" hidden></div>' +
      '<div class="badge" hidden></div></div><div class="cap"></div>' +
      '<div class="controls"><button class="play" type="button">play</button>' +
      '<input class="scrub" type="range" min="0" max="0" step="1" value="0">' +
      '<button class="follow" type="button" title="show the frame written last">latest</button><br>' +
      '<label>compare <select class="compare"><option value="">nothing</option></select></label> ' +
      '<select class="how"><option value="flip">flip</option><option value="wipe">wipe</option></select> ' +
      '<button class="flip" type="button" title="or F, or a click on the image">flip</button>' +
      '<input class="wipe" type="range" min="0" max="100" step="1" value="50" hidden></div>');
    const q = sel => side.querySelector(sel);
    r = {sec, name, s: null, latest: -1, follow: true, index: 0, playing: false, timer: 0, next: 0,
         compare: '', how: 'flip', flipped: false, wipe: 50, cache: new Map(),
         stage: q('.stage'), main: q('img.latest'), other: q('img.other'), line: q('.wipeline'),
         badge: q('.badge'), cap: q('.cap'), play: q('button.play'), scrub: q('input.scrub'),
         select: q('select.compare'), howSel: q('select.how'), flipBtn: q('button.flip'), wipeIn: q('input.wipe')};
    panels.set(name, r);
    const use = fn => ev => { active = r; fn(ev); };
    r.play.onclick = use(() => (r.playing ? stop(r) : play(r)));
    r.scrub.oninput = use(() => pick(r, Number(r.scrub.value)));
    q('button.follow').onclick = use(() => { stop(r); r.follow = true; draw(r); });
    r.select.onchange = use(() => { r.compare = r.select.value; r.flipped = r.compare !== ''; draw(r); });
    r.howSel.onchange = use(() => { r.how = r.howSel.value; draw(r); });
    r.flipBtn.onclick = use(() => flip(r));
    r.stage.onclick = use(() => { if (r.how === 'flip') flip(r); });
    r.wipeIn.oninput = use(() => { r.wipe = Number(r.wipeIn.value); draw(r); });
    return r;
  }

  function flip(r) {
    if (!r.compare) return;
    r.flipped = !r.flipped;
    draw(r);
  }

  // Shows frame i and stops following the latest.
  function pick(r, i) {
    r.follow = false;
    r.index = Math.max(0, Math.min(i, r.s.frames.length - 1));
    draw(r);
  }

  // Plays from the frame on the stage, one frame each 1/fps s, on a clock of its own (a late
  // tick does not slow the rest).
  function play(r) {
    if (!r.s || !r.s.frames.length) return;
    r.playing = true;
    r.follow = false;
    if (r.index >= r.s.frames.length) r.index = 0;
    r.next = performance.now();
    preload(r);
    tick(r);
  }

  function tick(r) {
    if (!r.playing) return;
    const n = r.s.frames.length;
    draw(r, true);
    r.index = (r.index + 1) % n;
    const period = 1000 / (r.s.fps > 0 ? r.s.fps : 30);
    r.next += period;
    const now = performance.now();
    if (r.next < now - period) r.next = now; /* a tab held back: go on from now, no catching up */
    r.timer = setTimeout(() => tick(r), Math.max(0, r.next - now));
  }

  function stop(r) {
    r.playing = false;
    clearTimeout(r.timer);
    r.index = Number(r.stage.dataset.frame || 0);
    draw(r);
  }

  // Every frame's current image fetched ahead, so that playing does not wait for the network.
  function preload(r) {
    const want = new Map();
    for (const f of r.s.frames) {
      if (f.v === '0' || !shows(f.f)) continue;
      const u = url(r.s.dir, f.f) + '?v=' + f.v;
      const img = r.cache.get(u) || new Image();
      if (!img.src) img.src = u;
      want.set(u, img);
    }
    r.cache = want;
  }

  // The second image for frame i of the sequence: [its address or '', what it is, why none].
  function second(r, f) {
    if (r.compare === 'before') {
      if (f.b !== '0') return ['/before/' + path(r.name + '/' + f.f) + '?v=' + f.b, 'before the edit of ' + clock(r.s.edit), ''];
      return ['', 'before', r.s.edit === '0' ? 'no edit yet' : 'no before-image: the last edit did not change this frame, or there was no room (--before-max)'];
    }
    if (r.compare.startsWith('p:')) {
      const p = r.compare.slice(2), j = profiles.indexOf(p), v = j >= 0 && f.o ? f.o[j] : '0';
      const what = 'profile ' + (p || 'default');
      if (v !== '0') return ['/out/' + path((p ? p + '/' : '') + inDir(r.s.dir, f.f)) + '?v=' + v, what, ''];
      return ['', what, 'not in ' + what];
    }
    return ['', '', ''];
  }

  function draw(r, playing) {
    const s = r.s, n = s.frames.length;
    const i = r.follow && !playing ? r.latest : Math.min(r.index, n - 1);
    r.scrub.max = String(Math.max(0, n - 1));
    r.play.textContent = r.playing ? 'pause' : 'play';
    r.play.hidden = r.scrub.hidden = n < 2; /* a still: nothing to play */
    r.stage.hidden = i < 0;
    r.wipeIn.hidden = r.how !== 'wipe' || !r.compare;
    r.flipBtn.hidden = r.how !== 'flip' || !r.compare;
    if (i < 0) {
      r.cap.textContent = '';
      return;
    }
    if (!r.follow || playing) r.scrub.value = String(i);
    const f = s.frames[i], k = kind(f);
    // A frame with no image yet: the stage keeps its size, empty (another frame's image there
    // would pass for this one).
    r.main.style.visibility = k === 'none' ? 'hidden' : '';
    if (shows(f.f) && k !== 'none') show(r.main, url(r.s.dir, f.f), f.v);
    r.stage.dataset.frame = String(i);
    r.stage.dataset.state = k;
    r.stage.className = 'stage ' + k;
    r.badge.hidden = k === 'done';
    r.badge.textContent = BADGE[k] || '';
    if (playing) window.flamebuildPlayLog.push({seq: r.name, frame: i, state: k, v: f.v, t: performance.now()});
    // The comparison: whole (flipped to it) or left of the wipe's line.
    const [src, what, none] = second(r, f);
    const on = r.compare && src && (r.how === 'wipe' || r.flipped);
    r.other.hidden = !on;
    r.line.hidden = !(on && r.how === 'wipe');
    if (src && r.other.dataset.src !== src) {
      r.other.dataset.src = src;
      r.other.src = src;
    }
    r.other.style.clipPath = r.how === 'wipe' ? 'inset(0 ' + (100 - r.wipe) + '% 0 0)' : 'none';
    r.line.style.left = r.wipe + '%';
    r.stage.dataset.showing = !r.compare ? 'frame' : !src ? 'frame' : r.how === 'wipe' ? 'wipe' : r.flipped ? 'other' : 'frame';
    let cap = (r.follow && !playing ? 'latest: ' : '') + 'frame ' + i + ' (' + f.f + ')' +
      (f.t > 0 ? ', ' + f.t.toFixed(2) + ' s' : '') + (k === 'done' ? '' : ' \u00b7 ' + (k === 'none' ? 'not rendered yet' : k));
    if (r.compare)
      cap += none ? ' \u2014 ' + none
        : r.how === 'wipe' ? ' \u2014 left: ' + what + ', right: now'
        : ' \u2014 showing ' + (r.flipped ? what : 'now') + ' (flip: ' + (r.flipped ? 'now' : what) + ')';
    r.cap.textContent = cap;
  }

  // The compare menu: before the last edit, and each other profile some frame of this
  // sequence has a file in.
  function options(r) {
    const want = [['', 'nothing']];
    if (r.s.edit !== '0') want.push(['before', 'before the last edit (' + clock(r.s.edit) + ')']);
    profiles.forEach((p, j) => {
      if (r.s.frames.some(f => f.o && f.o[j] !== '0')) want.push(['p:' + p, 'profile ' + (p || 'default')]);
    });
    const html = want.map(([v, t]) => '<option value="' + esc(v) + '">' + esc(t) + '</option>').join('');
    if (r.select.dataset.html !== html) {
      r.select.dataset.html = html;
      r.select.innerHTML = html;
      if (!want.some(([v]) => v === r.compare)) r.compare = '';
      r.select.value = r.compare;
    }
  }

  let profiles = [];
  document.addEventListener('keydown', e => {
    if (!active || (e.target.closest && e.target.closest('input, select, textarea'))) return;
    if (e.key === 'f' || e.key === 'F') flip(active);
    else if (e.key === ' ') { e.preventDefault(); active.playing ? stop(active) : play(active); }
    else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      stop(active);
      pick(active, active.index + (e.key === 'ArrowRight' ? 1 : -1));
    }
  });

  return {
    // A new view of sequence s (its section sec, its .side box); latest: the frame written last.
    update(sec, side, s, latest, state) {
      profiles = state.profiles;
      const r = panel(sec, side);
      r.s = s;
      r.latest = latest;
      options(r);
      if (r.playing) preload(r);
      else draw(r);
    },
    // A frame picked on the sheet.
    pick(name, i) {
      const r = panels.get(name);
      if (!r || !r.s) return;
      active = r;
      if (r.playing) stop(r);
      pick(r, i);
    },
    forget(name) {
      const r = panels.get(name);
      if (r) clearTimeout(r.timer);
      panels.delete(name);
    },
  };
})();
