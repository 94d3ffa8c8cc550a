# accessagents in a container: the MCP server over stdio by default
# (docker run -i --rm accessagents), the CLI with arguments
# (docker run --rm -v "$PWD:/work" accessagents audit /work/index.html).
# Chromium and Node.js come from Debian; the pinned Playwright driver and
# axe-core are installed by `accessagents setup` from the committed lockfile.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=docker
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-X main.version=${VERSION}" -o /out/accessagents ./cmd/accessagents

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium chromium-headless-shell nodejs npm tesseract-ocr wamerican \
      ca-certificates fonts-dejavu-core fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/accessagents /usr/local/bin/accessagents
RUN accessagents setup --dir /opt/accessagents --no-chromium \
 && apt-get purge -y npm && apt-get autoremove -y && rm -rf /root/.npm /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 agent && mkdir -p /work && chown agent /work
USER agent
WORKDIR /work
ENV ACCESSAGENTS_RUNTIME_DIR=/opt/accessagents \
    ACCESSAGENTS_OUTPUT_DIR=/home/agent/accessagents-output
ENTRYPOINT ["accessagents"]
