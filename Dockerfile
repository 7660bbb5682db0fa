# Folkdeck in a container: `docker build -t folkdeck .` then
# `docker run --env-file .env -v folkdeck-data:/data folkdeck` (README.md, Running in a
# container, also says how with podman: build with `--format docker` to keep the HEALTHCHECK).
#
# The base image is pinned to an exact Python and Debian release. To pin it byte for byte,
# append its digest (`docker buildx imagetools inspect python:3.11.11-slim-bookworm`):
# FROM python:3.11.11-slim-bookworm@sha256:...
ARG PYTHON_IMAGE=python:3.11.11-slim-bookworm

# Stage 1: a virtual environment at its final path holding exactly the versions in
# requirements.lock (each file checked against its hash; wheels only, nothing compiled), and
# Folkdeck's own wheel (with its data: migrations, rules texts, fonts) on top, without
# dependencies so nothing unpinned comes in. Only the environment's own pip is used, so any
# Python 3.11 base with venv works (a locally built Debian one included).
FROM ${PYTHON_IMAGE} AS build
WORKDIR /src
COPY requirements.lock requirements-postgresql.lock ./
# The PostgreSQL driver comes too (3 MB), so one image serves SQLite and DATABASE_URL alike.
RUN python -m venv /opt/folkdeck \
    && /opt/folkdeck/bin/pip install --no-cache-dir --require-hashes --only-binary=:all: \
        -r requirements.lock -r requirements-postgresql.lock
COPY pyproject.toml setup.py README.md LICENSE ./
COPY engine engine
COPY bot bot
COPY cogs cogs
COPY data data
RUN /opt/folkdeck/bin/pip wheel --no-cache-dir --no-deps --wheel-dir /wheels . \
    && /opt/folkdeck/bin/pip install --no-cache-dir --no-deps /wheels/folkdeck-*.whl \
    && /opt/folkdeck/bin/pip check

# Stage 2: only that environment is copied: no wheels, no sources, no pip cache in any layer.
# libfribidi0: Pillow's wheel carries raqm (text layout) but loads FriBiDi from the system;
# without it Hebrew drawn into a picture would come out left to right. libraqm0 (with its
# HarfBuzz) is the system's raqm, which a Pillow built from source links to instead.
# bot/art/faces.py uses raqm whenever Pillow has it and orders right-to-left text itself
# when it does not.
FROM ${PYTHON_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 libraqm0 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 folkdeck && mkdir /data && chown folkdeck /data
COPY --from=build /opt/folkdeck /opt/folkdeck

USER folkdeck
WORKDIR /home/folkdeck
# The database (and the heartbeat file beside it) live in the volume.
ENV PATH=/opt/folkdeck/bin:$PATH \
    DATABASE_PATH=/data/folkdeck.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]

# `folkdeck` runs as PID 1 (exec form, no shell in between) and handles SIGTERM itself:
# `docker stop` stops it cleanly in a few seconds, well inside Docker's 10 s.
STOPSIGNAL SIGTERM
# Healthy = every gateway of this process was connected within the last minute and the
# database answers.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["folkdeck", "health"]
CMD ["folkdeck"]
