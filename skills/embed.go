package skills

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"strings"

	chromem "github.com/philippgille/chromem-go"
)

// Embedder turns a task template into a vector. ID names the model so a
// store never mixes vectors from different embedders.
type Embedder interface {
	ID() string
	Embed(ctx context.Context, text string) ([]float32, error)
}

// LexicalDims is the lexical embedder's vector size.
const LexicalDims = 384

// Lexical is the default embedder: offline, deterministic, no weights. A
// template's folded tokens (verbs folded by family, nouns by synonym,
// light stemming, slots as ${slot}) are hashed into a signed feature vector
// of unigrams (weight 1), bigrams (0.5) and character trigrams (0.25 per
// token, spread over its trigrams), then L2-normalised. Paraphrases that fold
// to the same tokens score 1.0; one changed content word drops the score
// well below the 0.95 hit threshold.
type Lexical struct{}

// ID implements Embedder.
func (Lexical) ID() string { return fmt.Sprintf("lexical-v1/%d", LexicalDims) }

// Embed implements Embedder; text is a template from Parse.
func (Lexical) Embed(_ context.Context, text string) ([]float32, error) {
	toks := strings.Fields(text)
	v := make([]float32, LexicalDims)
	add := func(feature string, w float32) {
		h := fnv.New64a()
		h.Write([]byte(feature))
		sum := h.Sum64()
		sign := float32(1)
		if sum&1 == 1 {
			sign = -1
		}
		v[(sum>>1)%LexicalDims] += sign * w
	}
	for i, t := range toks {
		add("u:"+t, 1)
		if i > 0 {
			add("b:"+toks[i-1]+" "+t, 0.5)
		}
		if strings.HasPrefix(t, "${") {
			continue
		}
		padded := "^" + t + "$"
		r := []rune(padded)
		if n := len(r) - 2; n > 0 {
			for j := 0; j+3 <= len(r); j++ {
				add("c:"+string(r[j:j+3]), 0.25/float32(n))
			}
		}
	}
	var norm float64
	for _, x := range v {
		norm += float64(x) * float64(x)
	}
	if norm == 0 {
		return nil, errors.New("nothing to embed: the task has no content words")
	}
	inv := float32(1 / math.Sqrt(norm))
	for i := range v {
		v[i] *= inv
	}
	return v, nil
}

// Remote wraps one of chromem-go's embedding functions (an OpenAI-compatible
// /embeddings endpoint, or Ollama) as an Embedder.
type Remote struct {
	id string
	fn chromem.EmbeddingFunc
}

// ID implements Embedder.
func (r Remote) ID() string { return r.id }

// Embed implements Embedder.
func (r Remote) Embed(ctx context.Context, text string) ([]float32, error) { return r.fn(ctx, text) }

// NewOpenAICompatible embeds with POST {baseURL}/embeddings (OpenAI, vLLM,
// LM Studio, LocalAI …); the key may be empty for local servers.
func NewOpenAICompatible(baseURL, apiKey, model string) Remote {
	baseURL = strings.TrimRight(baseURL, "/")
	return Remote{id: "openai-compatible:" + model + "@" + baseURL, fn: chromem.NewEmbeddingFuncOpenAICompat(baseURL, apiKey, model, nil)}
}

// NewOllama embeds with a local Ollama model.
func NewOllama(baseURL, model string) Remote {
	return Remote{id: "ollama:" + model + "@" + baseURL, fn: chromem.NewEmbeddingFuncOllama(model, baseURL)}
}
