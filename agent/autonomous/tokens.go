package autonomous

import (
	"regexp"
	"strings"
	"sync"

	tiktoken "github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// Token counting: the model's real BPE tokenizer when it is an OpenAI model
// whose encoding ships with the binary (cl100k_base, o200k_base — embedded,
// no download), else the 4-characters-per-token rule, which slightly
// overestimates English (the safe side for a budget).

func init() { tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader()) }

// Tokenizer counts prompt tokens for one model.
type Tokenizer struct {
	Name string // encoding name, or "chars/4"
	enc  *tiktoken.Tiktoken
}

// newerOpenAI are model families tiktoken-go's table predates; OpenAI
// documents them as o200k_base.
var newerOpenAI = regexp.MustCompile(`^(gpt-5|gpt-4\.5|o[1-9]|chatgpt-4o|gpt-oss)`)

var (
	tokMu    sync.Mutex
	tokCache = map[string]Tokenizer{}
)

// TokenizerFor returns the tokenizer for a model name; provider prefixes
// such as "openai/gpt-4o" are ignored. Encodings load once per process.
func TokenizerFor(model string) Tokenizer {
	name := strings.ToLower(model[strings.LastIndex(model, "/")+1:])
	tokMu.Lock()
	defer tokMu.Unlock()
	if t, ok := tokCache[name]; ok {
		return t
	}
	t := Tokenizer{Name: "chars/4"}
	if e := encodingFor(name); e != "" {
		if enc, err := tiktoken.GetEncoding(e); err == nil {
			t = Tokenizer{Name: e, enc: enc}
		}
	}
	tokCache[name] = t
	return t
}

// encodingFor names the model's encoding, or "" when it is not an OpenAI
// model tiktoken knows (Llama, Qwen, Mistral… on Ollama or vLLM).
func encodingFor(model string) string {
	if e, ok := tiktoken.MODEL_TO_ENCODING[model]; ok {
		return e
	}
	for prefix, e := range tiktoken.MODEL_PREFIX_TO_ENCODING {
		if strings.HasPrefix(model, prefix) {
			return e
		}
	}
	if newerOpenAI.MatchString(model) {
		return tiktoken.MODEL_O200K_BASE
	}
	return ""
}

// Count returns the number of tokens in s.
func (t Tokenizer) Count(s string) int {
	if t.enc == nil {
		return EstimateTokens(s)
	}
	return len(t.enc.EncodeOrdinary(s))
}

// EstimateTokens is the 4-characters-per-token rule.
func EstimateTokens(s string) int { return (len(s) + 3) / 4 }
