package checks

import _ "embed"

// The best-practice checks on what a link or block holds: media without a
// transcript, bare image files, text set in the wrong direction and text
// drawings. Their page functions live in mediatext.js and use the link
// helpers of links.js; the words they read live in textwords.json.

//go:embed mediatext.js
var checksMediaTextJS string

// mediaTextChecks lists them. None fails a criterion by itself, each
// naming the criterion it serves, but aa-audio-alternative: a player with
// no transcript and too little text around it to be an alternative for.
func mediaTextChecks() []Check {
	return []Check{
		check("aa-audio-alternative", "1.2.1", "2a", "serious", "audio-only-and-video-only-prerecorded", "An audio recording needs a transcript", false, false),
		practice("aa-media-transcript", "1.2.1", "moderate", "audio-only-and-video-only-prerecorded", "Audio and video should have a transcript next to them"),
		practice("aa-link-image-file", "2.4.4", "minor", "link-purpose-in-context", "A link to a bare image file should say it opens an image"),
		practice("aa-text-direction", "1.3.2", "moderate", "meaningful-sequence", "Right-to-left text should be marked dir=\"rtl\", and left-to-right text not set rtl"),
		practice("aa-pre-art", "1.1.1", "moderate", "non-text-content", "Text drawings (ASCII art) should be named as an image"),
	}
}
