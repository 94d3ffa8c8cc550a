  // mediaSound reads a media file's sound track (fetched again, usually
  // from the cache, and decoded at a low sample rate) and says whether the
  // part that plays, from `from` for `len` seconds, makes any sound:
  // 'sound', 'silent', 'none' (the file was read but holds no sound track
  // the browser can decode) or 'unknown' (not readable: cross-origin,
  // streamed, too large, too slow). Page scans call it only for media the
  // checks would otherwise report, four files at most.
  const MEDIA_MAX = 16 << 20;
  const soundCache = new Map();
  const readSound = async (src, from, len) => {
    const ctl = new AbortController();
    const r = await fetch(src, { signal: ctl.signal, credentials: 'same-origin' });
    if (!r.ok || parseInt(r.headers.get('content-length') || '0', 10) > MEDIA_MAX) { ctl.abort(); return 'unknown'; }
    const buf = await r.arrayBuffer();
    if (buf.byteLength > MEDIA_MAX) return 'unknown';
    let audio;
    try { audio = await new OfflineAudioContext(1, 1, 8000).decodeAudioData(buf); } catch (e) { return 'none'; }
    const a = Math.max(0, Math.floor(from * audio.sampleRate));
    const b = Number.isFinite(len) ? Math.min(audio.length, a + Math.ceil(len * audio.sampleRate)) : audio.length;
    for (let c = 0; c < audio.numberOfChannels; c++) {
      const x = audio.getChannelData(c);
      for (let i = a; i < b; i++) if (Math.abs(x[i]) > 0.001) return 'sound'; // about -60 dB
    }
    return 'silent';
  };
  const mediaSound = async (el, from, len) => {
    const src = (el.currentSrc || el.src || '').split('#')[0];
    if (!/^https?:/.test(src)) return 'unknown';
    const key = src + ' ' + from + ' ' + len;
    if (!soundCache.has(key)) {
      if (soundCache.size >= 4) return 'unknown'; // a page full of videos: keep the scan quick
      soundCache.set(key, Promise.race([readSound(src, from, len).catch(() => 'unknown'),
        new Promise((done) => setTimeout(() => done('unknown'), 10000))]));
    }
    return soundCache.get(key);
  };
  // metadata waits (3 s at most) for a media element still loading to know
  // its duration.
  const metadata = (el) => el.readyState > 0 || el.networkState !== HTMLMediaElement.NETWORK_LOADING ? Promise.resolve() :
    new Promise((done) => { el.addEventListener('loadedmetadata', done, { once: true }); el.addEventListener('error', done, { once: true }); setTimeout(done, 3000); });
