package browser

import (
	"fmt"
	"strings"
)

// chromiumArgs on top of what Playwright passes: without the
// background-networking family Chromium floods a closed network.
//
// Two web features send requests that no page route and no page's CDP
// session sees, and are switched off: a SharedWorker runs in a target of
// its own, and fetchLater is sent by the browser after the page is gone.
//
// --site-per-process: Chromium isolates every site in a process of its
// own by default, and the headless shell does not; the switch keeps the
// shell's frames where Chromium's are (a frame of another site that never
// yields must not stall the page around it, as it did in the shell).
//
// --no-pings drops <a ping> beacons (an effect no agent asked for);
// --disable-domain-reliability stops Chromium's reports about the sites
// it loaded. --disable-quic: QUIC is UDP, which goes round the proxy
// (through a proxy Chromium does not use it, and this says so for every
// context).
var chromiumArgs = []string{"--disable-gpu", "--disable-sync", "--disable-background-networking",
	"--disable-component-update", "--no-first-run", "--disable-dev-shm-usage", "--site-per-process",
	"--disable-blink-features=SharedWorker,FetchLaterAPI", "--no-pings", "--disable-domain-reliability", "--disable-quic",
	"--disable-features=" + strings.Join(disabledFeatures(), ",")}

// playwrightDisabledFeatures is the --disable-features list Playwright
// 1.52 passes (lib/server/chromium/chromiumSwitches.js in the driver).
// Chromium reads only the last --disable-features on its command line and
// ours comes after Playwright's, so ours must repeat it:
// TestLaunchArgsKeepPlaywrightsFeatures checks it against the driver.
var playwrightDisabledFeatures = []string{"AcceptCHFrame", "AutoExpandDetailsElement",
	"AvoidUnnecessaryBeforeUnloadCheckSync", "CertificateTransparencyComponentUpdater",
	"DeferRendererTasksAfterInput", "DestroyProfileOnBrowserClose", "DialMediaRouteProvider",
	"ExtensionManifestV2Disabled", "GlobalMediaControls", "HttpsUpgrades", "ImprovedCookieControls",
	"LazyFrameLoading", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
	"Translate"}

// quietFeatures are the browser's own network features that no switch
// above turns off. NetworkTimeServiceQuerying is the clients2.google.com
// time query Chromium 156 sends at start; the others are Chrome's
// autofill, optimization-guide hint and model fetches. What remains (the
// on-device model manifest's update check, the account list) goes to the
// proxy's browser listener and is logged at DEBUG.
var quietFeatures = []string{"NetworkTimeServiceQuerying", "AutofillServerCommunication",
	"OptimizationHints", "OptimizationHintsFetching", "OptimizationGuideModelDownloading",
	"OptimizationTargetPrediction"}

// guardFeatures are switched off so every frame is judged. A sandboxed
// iframe without allow-same-origin runs in a process of its own under
// IsolateSandboxedIframes, and its first request left before the
// context's route reached that process (an outside attacker's srcdoc
// frame POSTed a deletion on each click); in the page's process the
// route and the init scripts cover it like any frame.
var guardFeatures = []string{"IsolateSandboxedIframes"}

func disabledFeatures() []string {
	return append(append(append([]string(nil), playwrightDisabledFeatures...), quietFeatures...), guardFeatures...)
}

// noProxiedUDP keeps WebRTC off UDP, which would go around the URL-policy
// proxy and the route filter alike (ICE over TCP still goes through the
// proxy). The switch is --webrtc-ip-handling-policy: Chromium 156 has no
// --force-webrtc-ip-handling-policy, which it ignored while STUN reached a
// blocked host (TestWebRTCSendsNoUDPUnderAURLPolicy).
const noProxiedUDP = "--webrtc-ip-handling-policy=disable_non_proxied_udp"

// launchArgs is chromiumArgs, plus noProxiedUDP when a URL policy applies
// and the renderers' heap cap when one is set.
func launchArgs(cfg Config) []string {
	args := append([]string(nil), chromiumArgs...)
	if cfg.ProxyURL != "" || cfg.RequestFilter != nil {
		args = append(args, noProxiedUDP)
	}
	if len(cfg.ProxySPKI) > 0 && cfg.ProxyURL != "" {
		// The proxy ends each page's TLS with its run's own certificates;
		// only this browser trusts them (the switch names their keys).
		args = append(args, "--ignore-certificate-errors-spki-list="+strings.Join(cfg.ProxySPKI, ","))
	}
	if cfg.PageHeapMB > 0 {
		args = append(args, fmt.Sprintf("--js-flags=--max-old-space-size=%d", cfg.PageHeapMB))
	}
	return args
}
