package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/tools"
)

// The flag groups several commands share. Each reads its env var as the
// default, as it always has; a command registers only the groups whose
// settings it reads.

// runtimeFlags: where the browser runtime is (doctor reads only these).
func runtimeFlags() group {
	return group{"Browser", argWords{"browser-path": "PATH", "driver-path": "DIR", "runtime-dir": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.BrowserPath, "browser-path", "", "Chromium executable [ACCESSAGENTS_BROWSER_PATH]")
		fs.StringVar(&c.DriverPath, "driver-path", "", "Playwright driver dir holding node and package/cli.js [PLAYWRIGHT_DRIVER_PATH]")
		fs.StringVar(&c.RuntimeDir, "runtime-dir", "", "directory that accessagents setup installed into [ACCESSAGENTS_RUNTIME_DIR]")
		return nil
	}}
}

// browserFlags: how each browser context starts.
func browserFlags() group {
	return group{"Browser", argWords{"viewport": "SIZE", "output-dir": "DIR", "storage-state": "FILE", "trace": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.BoolVar(&c.Headless, "headless", envBool("ACCESSAGENTS_HEADLESS", true), "run Chromium headless; --headless=false shows the window [ACCESSAGENTS_HEADLESS]")
		viewport := fs.String("viewport", env("ACCESSAGENTS_VIEWPORT", "desktop"), "default viewport: desktop (1280x800), mobile (390x844) or WxH [ACCESSAGENTS_VIEWPORT]")
		fs.StringVar(&c.OutputDir, "output-dir", env("ACCESSAGENTS_OUTPUT_DIR", defaultOutputDir()), "where screenshots and state datasets go, one folder per session [ACCESSAGENTS_OUTPUT_DIR]")
		fs.StringVar(&c.TraceDir, "trace", env("ACCESSAGENTS_TRACE", ""), "record a Playwright trace of every browser session into this folder (one .zip each, for npx playwright show-trace); it holds the pages, typed text, request bodies, cookies and auth headers in clear, so it cannot be combined with --secrets [ACCESSAGENTS_TRACE]")
		fs.StringVar(&c.StorageState, "storage-state", env("ACCESSAGENTS_STORAGE_STATE", ""), "Playwright storage-state JSON every browser context starts from (a logged-in session, see accessagents login) [ACCESSAGENTS_STORAGE_STATE]")
		return func() (err error) {
			c.Viewport, err = parseViewport(*viewport)
			return err
		}
	}}
}

// policyFlags: what the browser may reach and which of its writes pass.
func policyFlags() group {
	return group{"Safety policy", argWords{"allowed-origins": "GLOBS", "blocked-origins": "LIST", "writes": "strict|standard", "allow-writes": "SCOPES", "allow-destructive": "LIST", "confirm": "deny|agent", "security-log": "FILE"}, func(fs *flag.FlagSet, c *Config) func() error {
		allowed := fs.String("allowed-origins", env("ACCESSAGENTS_ALLOWED_ORIGINS", ""), "comma-separated host/origin globs the browser may load (navigation and sub-requests), e.g. *.example.com [ACCESSAGENTS_ALLOWED_ORIGINS]")
		blocked := fs.String("blocked-origins", env("ACCESSAGENTS_BLOCKED_ORIGINS", ""), "comma-separated hosts, IPs, CIDRs, host:port or origins (http://host:port) the browser must never reach, matched on the addresses they resolve to; globs (*.example.com) by name [ACCESSAGENTS_BLOCKED_ORIGINS]")
		fs.BoolVar(&c.BlockPrivate, "block-private-networks", envBool("ACCESSAGENTS_BLOCK_PRIVATE_NETWORKS", false), "also block loopback and private address ranges (checked after DNS) [ACCESSAGENTS_BLOCK_PRIVATE_NETWORKS]")
		writes := fs.String("writes", env("ACCESSAGENTS_WRITES", "strict"), "write policy: strict (a write the page sends passes only with an --allow-writes scope or a person's yes) or standard (the classifier's vocabulary decides) [ACCESSAGENTS_WRITES]")
		var allowWrites listFlag
		fs.Var(&allowWrites, "allow-writes", "writes allowed without asking, as 'METHOD URL-glob' (METHOD or *; * within a path segment, ** across; query ignored), repeatable or comma-separated, e.g. 'POST https://app.example.com/api/projects/**' [ACCESSAGENTS_ALLOW_WRITES]")
		allow := fs.String("allow-destructive", env("ACCESSAGENTS_ALLOW_DESTRUCTIVE", ""), "pre-authorise categories: payment,deletion,account,data,publication or all [ACCESSAGENTS_ALLOW_DESTRUCTIVE]")
		fs.StringVar(&c.Confirm, "confirm", env("ACCESSAGENTS_CONFIRM", "deny"), "destructive actions when the client cannot ask a person: deny, or agent (one-time confirmation ids the agent relays) [ACCESSAGENTS_CONFIRM]")
		fs.StringVar(&c.SecurityLog, "security-log", env("ACCESSAGENTS_SECURITY_LOG", ""), "append guard decisions (JSON lines) to this file; each session also logs to its output dir [ACCESSAGENTS_SECURITY_LOG]")
		return func() error {
			if c.Confirm != guard.ConfirmDeny && c.Confirm != guard.ConfirmAgent {
				return fmt.Errorf("--confirm %q: use deny or agent", c.Confirm)
			}
			cats, err := guard.ParseCategories(*allow)
			if err != nil {
				return fmt.Errorf("--allow-destructive: %w", err)
			}
			c.AllowDestructive = cats
			if c.Writes, err = guard.ParseWriteMode(*writes); err != nil {
				return fmt.Errorf("--writes %w", err)
			}
			if len(allowWrites) == 0 {
				allowWrites = listFlag{env("ACCESSAGENTS_ALLOW_WRITES", "")}
			}
			if c.AllowWrites, err = guard.ParseWriteScopes(allowWrites); err != nil {
				return err
			}
			c.AllowedOrigins, c.BlockedOrigins = splitList(*allowed), splitList(*blocked)
			if err := guard.CheckOriginEntries(c.BlockedOrigins, true); err != nil {
				return fmt.Errorf("--blocked-origins: %w", err)
			}
			if err := guard.CheckOriginEntries(c.AllowedOrigins, false); err != nil {
				return fmt.Errorf("--allowed-origins: %w", err)
			}
			return nil
		}
	}}
}

// secretsFlags: values typed into pages, and redacted from all the browser
// returns (so every command that drives one reads it).
func secretsFlags() group {
	return group{"Safety policy", argWords{"secrets": "FILE"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.SecretsFile, "secrets", env("ACCESSAGENTS_SECRETS", ""), "dotenv file of secrets (NAME=value): their values are redacted from every output and log; over MCP, ${NAME} in typed text is filled from it [ACCESSAGENTS_SECRETS]")
		return nil
	}}
}

// uploadFlags: the one directory browser_file_upload may read from (serve
// and run offer the tool; without it the tool refuses).
func uploadFlags() group {
	return group{"Safety policy", argWords{"upload-dir": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.UploadDir, "upload-dir", env("ACCESSAGENTS_UPLOAD_DIR", ""), "the only directory browser_file_upload may take files from (default: none, uploads refused) [ACCESSAGENTS_UPLOAD_DIR]")
		return func() error {
			if c.UploadDir == "" {
				return nil
			}
			st, err := os.Stat(c.UploadDir)
			if err != nil || !st.IsDir() {
				return fmt.Errorf("--upload-dir %s: not a directory; create it and put the files the browser may upload in it", c.UploadDir)
			}
			return nil
		}
	}}
}

// yesFlags: the terminal's answer, for commands that ask the person at it.
func yesFlags() group {
	return group{"Safety policy", nil, func(fs *flag.FlagSet, c *Config) func() error {
		fs.BoolVar(&c.Yes, "yes", envBool("ACCESSAGENTS_YES", false), "approve destructive actions asked on the terminal without asking [ACCESSAGENTS_YES]")
		return nil
	}}
}

// loggingFlags: def is the level when neither flag nor env sets one (audit
// and fix print their own progress, so they log only warnings).
func loggingFlags(def string) group {
	return group{"Logging", argWords{"log-level": "LEVEL", "log-file": "FILE"}, func(fs *flag.FlagSet, c *Config) func() error {
		level := fs.String("log-level", env("ACCESSAGENTS_LOG_LEVEL", def), "debug, info, warn or error [ACCESSAGENTS_LOG_LEVEL]")
		fs.StringVar(&c.LogFile, "log-file", env("ACCESSAGENTS_LOG_FILE", ""), "append logs here instead of stderr [ACCESSAGENTS_LOG_FILE]")
		return func() error {
			if err := c.LogLevel.UnmarshalText([]byte(*level)); err != nil {
				return fmt.Errorf("--log-level: %w", err)
			}
			return nil
		}
	}}
}

// skillsFlags: the skills library (serve offers it; run replays from it).
func skillsFlags() group {
	return group{"Skills", argWords{"skills-dir": "DIR", "skill-threshold": "SCORE", "embeddings-url": "URL", "embeddings-model": "MODEL", "embeddings-provider": "openai|ollama"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.SkillsDir, "skills-dir", env("ACCESSAGENTS_SKILLS_DIR", ""), "skills library directory (default: the per-user data dir) [ACCESSAGENTS_SKILLS_DIR]")
		fs.Float64Var(&c.SkillThreshold, "skill-threshold", 0.95, "similarity a skill lookup must exceed to hit")
		fs.StringVar(&c.EmbeddingsURL, "embeddings-url", env("ACCESSAGENTS_EMBEDDINGS_URL", ""), "OpenAI-compatible base URL (…/v1) or Ollama URL for skill embeddings; default: the offline lexical embedder [ACCESSAGENTS_EMBEDDINGS_URL]")
		fs.StringVar(&c.EmbeddingsModel, "embeddings-model", env("ACCESSAGENTS_EMBEDDINGS_MODEL", "text-embedding-3-small"), "embedding model name [ACCESSAGENTS_EMBEDDINGS_MODEL]")
		fs.StringVar(&c.EmbeddingsKind, "embeddings-provider", env("ACCESSAGENTS_EMBEDDINGS_PROVIDER", "openai"), "openai (any OpenAI-compatible /embeddings) or ollama [ACCESSAGENTS_EMBEDDINGS_PROVIDER]")
		return func() error {
			if c.SkillThreshold <= 0 || c.SkillThreshold >= 1 {
				return fmt.Errorf("--skill-threshold %v: use a similarity between 0 and 1, e.g. 0.95", c.SkillThreshold)
			}
			if c.EmbeddingsKind != "openai" && c.EmbeddingsKind != "ollama" {
				return fmt.Errorf("--embeddings-provider %q: use openai or ollama", c.EmbeddingsKind)
			}
			return nil
		}
	}}
}

// modelFlags: the OpenAI-compatible model (run's planner; fix's alt text).
func modelFlags() group {
	return group{"Model", argWords{"llm-base-url": "URL", "llm-model": "MODEL", "vision-model": "MODEL"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.LLMBaseURL, "llm-base-url", env("ACCESSAGENTS_LLM_BASE_URL", ""), "OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or http://localhost:11434/v1; key in OPENAI_API_KEY or ACCESSAGENTS_LLM_KEY [ACCESSAGENTS_LLM_BASE_URL]")
		fs.StringVar(&c.LLMModel, "llm-model", env("ACCESSAGENTS_LLM_MODEL", ""), "the model run plans with; fix uses it for alt text when set, else --vision-model [ACCESSAGENTS_LLM_MODEL]")
		fs.StringVar(&c.VisionModel, "vision-model", env("ACCESSAGENTS_VISION_MODEL", ""), "multimodal model: run's vision fallback and validation; fix's alt text for images the rules cannot name, with --llm-base-url (empty: none, those images go to a person) [ACCESSAGENTS_VISION_MODEL]")
		return nil
	}}
}

// serverFlags: how serve offers the tools.
func serverFlags() group {
	return group{"Server", argWords{"http": "ADDR", "http-token-file": "FILE", "toolsets": "LIST", "source": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.HTTPAddr, "http", env("ACCESSAGENTS_HTTP", ""), "serve streamable HTTP on this address, e.g. 127.0.0.1:8931 (default: stdio) [ACCESSAGENTS_HTTP]")
		tokenFile := fs.String("http-token-file", "", "file holding the bearer token HTTP clients must send (Authorization: Bearer …); or set ACCESSAGENTS_HTTP_TOKEN")
		fs.BoolVar(&c.ReadOnly, "read-only", envBool("ACCESSAGENTS_READ_ONLY", false), "expose only read-only tools [ACCESSAGENTS_READ_ONLY]")
		toolsets := fs.String("toolsets", env("ACCESSAGENTS_TOOLSETS", "default"), "comma-separated toolsets to expose: "+strings.Join(tools.Toolsets, ",")+"; all; or default ("+strings.Join(tools.DefaultToolsets, ",")+") [ACCESSAGENTS_TOOLSETS]")
		fs.StringVar(&c.Source, "source", env("ACCESSAGENTS_SOURCE", ""), "the app's source (server templates, or Svelte, React and Vue components under a Vite dev server): audit_inspect_element says where in it each element is written, so the agent can edit the component or template itself [ACCESSAGENTS_SOURCE]")
		return func() (err error) {
			if c.Source != "" {
				if st, err := os.Stat(c.Source); err != nil || !st.IsDir() {
					return fmt.Errorf("--source %q is not a directory: give the root of the app's source (the folder with its templates or src/)", c.Source)
				}
			}
			if c.HTTPToken, err = httpToken(*tokenFile); err != nil {
				return err
			}
			c.Toolsets, err = tools.ParseToolsets(*toolsets)
			return err
		}
	}}
}
