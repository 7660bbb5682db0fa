# Folkdeck in a container: `docker build -t folkdeck .` then
# `docker run --env-file .env -v folkdeck-data:/data folkdeck` (README.md, Running in Docker).
#
# The base image is pinned to an exact Python and Debian release. To pin it byte for byte,
# append its digest (`docker buildx imagetools inspect python:3.11.11-slim-bookworm`):
# FROM python:3.11.11-slim-bookworm@sha256:...
ARG PYTHON_IMAGE=python:3.11.11-slim-bookworm

# Stage 1: build Folkdeck's wheel (with its data: migrations, rules texts, fonts) and the
# wheels of its dependencies.
FROM ${PYTHON_IMAGE} AS build
WORKDIR /src
COPY pyproject.toml setup.py README.md LICENSE ./
COPY engine engine
COPY bot bot
COPY cogs cogs
COPY data data
RUN pip wheel --no-cache-dir --wheel-dir /wheels .

# Stage 2: a normal (not editable) install from those wheels, no sources, no build tools.
FROM ${PYTHON_IMAGE}
RUN useradd --create-home --uid 10001 folkdeck && mkdir /data && chown folkdeck /data
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir --no-index --find-links /wheels folkdeck && rm -rf /wheels

USER folkdeck
WORKDIR /home/folkdeck
# The database (and the heartbeat file beside it) live in the volume.
ENV DATABASE_PATH=/data/folkdeck.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]

# `folkdeck` runs as PID 1 (exec form, no shell in between) and handles SIGTERM itself:
# `docker stop` stops it cleanly in a few seconds, well inside Docker's 10 s.
STOPSIGNAL SIGTERM
# Healthy = the gateway was connected within the last minute and the database answers.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["folkdeck", "health"]
CMD ["folkdeck"]
