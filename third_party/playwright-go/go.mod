module github.com/playwright-community/playwright-go

go 1.22

require (
	github.com/coder/websocket v1.8.12
	github.com/deckarep/golang-set/v2 v2.7.0
	github.com/go-jose/go-jose/v3 v3.0.4
	github.com/go-stack/stack v1.8.1
	github.com/h2non/filetype v1.1.3
	github.com/mitchellh/go-ps v1.0.0
	github.com/orisano/pixelmatch v0.0.0-20230914042517-fa304d1dc785
	github.com/stretchr/testify v1.8.4
	github.com/tidwall/gjson v1.17.0
)

require (
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/kr/pretty v0.3.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/rogpeppe/go-internal v1.11.0 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	gopkg.in/check.v1 v1.0.0-20201130134442-10cb98267c6c // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
