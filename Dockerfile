FROM python:3.11-slim

# A non-root user; the database lives in a volume it owns.
RUN useradd --create-home --uid 10001 folkdeck && mkdir /data && chown folkdeck /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine engine
COPY bot bot
COPY cogs cogs
COPY data data
RUN pip install --no-cache-dir -e . && chown -R folkdeck /app

USER folkdeck
ENV DATABASE_PATH=/data/folkdeck.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
