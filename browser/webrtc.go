package browser

// noWebRTCScript removes the WebRTC constructors from every document of a
// context that has no proxy (a remote browser under a URL policy): there
// --webrtc-ip-handling-policy=disable_non_proxied_udp stops UDP, but ICE
// over TCP (turn:…?transport=tcp) connects directly, where the route
// filter cannot see it.
const noWebRTCScript = `(() => {
  for (const k of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport', 'RTCSctpTransport', 'RTCDtlsTransport']) {
    try { Object.defineProperty(globalThis, k, {value: undefined, writable: false, configurable: false}); } catch (e) {}
  }
})();`
