{{/* The deployables, in a fixed order: the gateway, then the subgraphs. */}}
{{- define "peace.serviceNames" -}}identity meditation groups communities stats notification{{- end -}}

{{- define "peace.name" -}}{{ default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}{{- end -}}

{{- define "peace.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
A component's resource name: (dict "root" $ "name" "groups"). Past 63 characters (a long release
name) it is cut and ends in a hash of the whole name, so two components never share a name.
*/}}
{{- define "peace.componentName" -}}
{{- $name := printf "%s-%s" (include "peace.fullname" .root) .name -}}
{{- if gt (len $name) 63 -}}
{{- printf "%s-%s" ($name | trunc 54 | trimSuffix "-") ($name | sha256sum | trunc 8) -}}
{{- else -}}
{{- $name -}}
{{- end -}}
{{- end -}}

{{- define "peace.chart" -}}{{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}{{- end -}}

{{/* Standard labels. */}}
{{- define "peace.labels" -}}
helm.sh/chart: {{ include "peace.chart" . }}
app.kubernetes.io/name: {{ include "peace.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: peace-practice
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Labels of one component: (dict "root" $ "name" "gateway"). */}}
{{- define "peace.componentLabels" -}}
{{ include "peace.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Selector labels of one component; they never change between releases. */}}
{{- define "peace.selectorLabels" -}}
app.kubernetes.io/name: {{ include "peace.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "peace.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "peace.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* A component's image: image.overrides.<name>, else [registry/]repository/<name>:tag (tag defaults to appVersion). */}}
{{- define "peace.image" -}}
{{- $image := .root.Values.image -}}
{{- $override := index ($image.overrides | default dict) .name -}}
{{- if $override -}}
{{- $override -}}
{{- else -}}
{{- $repository := printf "%s/%s" $image.repository .name -}}
{{- if $image.registry }}{{ $repository = printf "%s/%s" $image.registry $repository }}{{ end -}}
{{- printf "%s:%s" $repository (default .root.Chart.AppVersion $image.tag) -}}
{{- end -}}
{{- end -}}

{{- define "peace.imagePullSecrets" -}}
{{- with .Values.image.pullSecrets }}
imagePullSecrets:
{{- range . }}
  - name: {{ . }}
{{- end }}
{{- end }}
{{- end -}}

{{/* The chart's own Secret, holding every secret value given inline in values. */}}
{{- define "peace.secretName" -}}{{ include "peace.fullname" . }}{{- end -}}

{{/* The bundled infrastructure's passwords: the chart's Secret, or the existingSecret named for it. */}}
{{- define "peace.postgresql.secretName" -}}{{ default (include "peace.secretName" .) .Values.postgresql.auth.existingSecret }}{{- end -}}
{{- define "peace.postgresql.passwordKey" -}}{{ ternary .Values.postgresql.auth.secretKeys.userPasswordKey "postgres-password" (not (empty .Values.postgresql.auth.existingSecret)) }}{{- end -}}
{{- define "peace.redis.secretName" -}}{{ default (include "peace.secretName" .) .Values.redis.auth.existingSecret }}{{- end -}}
{{- define "peace.redis.passwordKey" -}}{{ ternary .Values.redis.auth.existingSecretPasswordKey "redis-password" (not (empty .Values.redis.auth.existingSecret)) }}{{- end -}}
{{- define "peace.nats.secretName" -}}{{ default (include "peace.secretName" .) .Values.nats.auth.existingSecret }}{{- end -}}
{{- define "peace.nats.passwordKey" -}}{{ ternary .Values.nats.auth.existingSecretPasswordKey "nats-password" (not (empty .Values.nats.auth.existingSecret)) }}{{- end -}}

{{/* Host names of the bundled infrastructure's Services. */}}
{{- define "peace.postgresql.host" -}}{{ include "peace.componentName" (dict "root" . "name" "postgresql") }}{{- end -}}
{{- define "peace.redis.host" -}}{{ include "peace.componentName" (dict "root" . "name" "redis") }}{{- end -}}
{{- define "peace.nats.host" -}}{{ include "peace.componentName" (dict "root" . "name" "nats") }}{{- end -}}

{{/*
A password the chart generates when none is given: the one already in the release's Secret (so an
upgrade keeps it), else a new random one. (dict "root" $ "key" "postgres-password").
*/}}
{{- define "peace.generatedPassword" -}}
{{- $existing := lookup "v1" "Secret" .root.Release.Namespace (include "peace.secretName" .root) -}}
{{- $data := (($existing | default dict).data) | default dict -}}
{{- if hasKey $data .key -}}{{ index $data .key | b64dec }}{{- else -}}{{ randAlphaNum 32 }}{{- end -}}
{{- end -}}

{{/* Render-time checks: settings without which a pod would only crash. */}}
{{- define "peace.validate" -}}
{{- $_ := required "oidc.issuer is required: the OpenID provider users sign in with (https URL)" .Values.oidc.issuer -}}
{{- if and (not .Values.secrets.existingSecret) (not .Values.secrets.internalSecret) -}}
{{- fail "secrets.internalSecret (16+ characters) is required, or secrets.existingSecret naming a Secret with keys internal-secret and session-secret" -}}
{{- end -}}
{{- if and (not .Values.secrets.existingSecret) (not .Values.secrets.sessionSecret) -}}
{{- fail "secrets.sessionSecret (16+ characters) is required, or secrets.existingSecret naming a Secret with keys internal-secret and session-secret" -}}
{{- end -}}
{{- if not .Values.postgresql.enabled -}}
{{- range $name := splitList " " (include "peace.serviceNames" .) -}}
{{- if not (or $.Values.externalDatabase.existingSecret $.Values.externalDatabase.url (index $.Values.externalDatabase.urls $name)) -}}
{{- fail (printf "postgresql.enabled is false: set externalDatabase.url, externalDatabase.urls.%s or externalDatabase.existingSecret" $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if and (not .Values.redis.enabled) (not .Values.externalRedis.url) (not .Values.externalRedis.existingSecret) -}}
{{- fail "redis.enabled is false: set externalRedis.url or externalRedis.existingSecret" -}}
{{- end -}}
{{- if and (not .Values.nats.enabled) (not .Values.externalNats.url) (not .Values.externalNats.existingSecret) -}}
{{- fail "nats.enabled is false: set externalNats.url or externalNats.existingSecret" -}}
{{- end -}}
{{- range $name, $values := merge (dict "gateway" .Values.gateway) .Values.services -}}
{{- if and $values.autoscaling.enabled (gt (int $values.autoscaling.minReplicas) (int $values.autoscaling.maxReplicas)) -}}
{{- fail (printf "%s: autoscaling.minReplicas is above autoscaling.maxReplicas" $name) -}}
{{- end -}}
{{- $fewest := ternary $values.autoscaling.minReplicas $values.replicaCount $values.autoscaling.enabled -}}
{{- if and $values.pdb.create (not $values.pdb.maxUnavailable) (not (kindIs "string" $values.pdb.minAvailable)) (ge (int $values.pdb.minAvailable) (int $fewest)) -}}
{{- fail (printf "%s: pdb.minAvailable (%v) must be below its replicas (%v), or no node could ever be drained" $name $values.pdb.minAvailable $fewest) -}}
{{- end -}}
{{- end -}}
{{- if ne (empty .Values.oidc.google.clientId) (and (empty .Values.oidc.google.clientSecret) (empty .Values.oidc.google.existingSecret)) -}}
{{- fail "oidc.google: set clientId together with clientSecret (or existingSecret) to offer Google sign-in, or neither" -}}
{{- end -}}
{{- end -}}

{{/* An env entry read from a Secret: (dict "env" "REDIS_URL" "name" "secret-name" "key" "redis-url"). */}}
{{- define "peace.secretEnv" -}}
- name: {{ .env }}
  valueFrom:
    secretKeyRef:
      name: {{ .name }}
      key: {{ .key }}
{{- end -}}

{{/* INTERNAL_SECRET and, when asked, SESSION_SECRET: (dict "root" $ "session" true). */}}
{{- define "peace.env.sharedSecrets" -}}
{{ include "peace.secretEnv" (dict "env" "INTERNAL_SECRET" "name" (default (include "peace.secretName" .root) .root.Values.secrets.existingSecret) "key" "internal-secret") }}
{{- if .session }}
{{ include "peace.secretEnv" (dict "env" "SESSION_SECRET" "name" (default (include "peace.secretName" .root) .root.Values.secrets.existingSecret) "key" "session-secret") }}
{{- end }}
{{- end -}}

{{/*
REDIS_URL. The bundled store's URL names no password: REDIS_PASSWORD comes apart from it, straight
from its Secret (the chart's, or the existingSecret), so it may hold any characters; the processes
write it into the URL themselves, escaped. An external store's URL comes whole, from the chart's
Secret (key redis-url) or externalRedis.existingSecret.
*/}}
{{- define "peace.env.redis" -}}
{{- if .Values.redis.enabled -}}
{{- if .Values.redis.auth.enabled -}}
{{ include "peace.secretEnv" (dict "env" "REDIS_PASSWORD" "name" (include "peace.redis.secretName" .) "key" (include "peace.redis.passwordKey" .)) }}
{{ end -}}
- name: REDIS_URL
  value: {{ printf "redis://%s:6379" (include "peace.redis.host" .) | quote }}
{{- else if .Values.externalRedis.existingSecret -}}
{{ include "peace.secretEnv" (dict "env" "REDIS_URL" "name" .Values.externalRedis.existingSecret "key" .Values.externalRedis.existingSecretKey) }}
{{- else -}}
{{ include "peace.secretEnv" (dict "env" "REDIS_URL" "name" (include "peace.secretName" .) "key" "redis-url") }}
{{- end -}}
{{- end -}}

{{/*
NATS_URL, the same way as REDIS_URL (key nats-url). The bundled NATS always asks for a password:
NATS_USER and NATS_PASSWORD, which the processes pass to the client as its options.
*/}}
{{- define "peace.env.nats" -}}
{{- if .Values.nats.enabled -}}
- name: NATS_URL
  value: {{ printf "nats://%s:4222" (include "peace.nats.host" .) | quote }}
- name: NATS_USER
  value: peace
{{ include "peace.secretEnv" (dict "env" "NATS_PASSWORD" "name" (include "peace.nats.secretName" .) "key" (include "peace.nats.passwordKey" .)) }}
{{- else if .Values.externalNats.existingSecret -}}
{{ include "peace.secretEnv" (dict "env" "NATS_URL" "name" .Values.externalNats.existingSecret "key" .Values.externalNats.existingSecretKey) }}
{{- else -}}
{{ include "peace.secretEnv" (dict "env" "NATS_URL" "name" (include "peace.secretName" .) "key" "nats-url") }}
{{- end -}}
{{- end -}}

{{/*
<SERVICE>_DATABASE_URL, the one database setting a service reads: (dict "root" $ "name" "groups").
The bundled PostgreSQL's URL names no password: DATABASE_PASSWORD comes apart from it, from its
Secret. An external database's URL comes from the chart's Secret (key <service>-database-url) or
externalDatabase.existingSecret (e.g. the `uri` key CloudNativePG writes).
*/}}
{{- define "peace.env.database" -}}
{{- $root := .root -}}
{{- $env := printf "%s_DATABASE_URL" (upper .name) -}}
{{- if $root.Values.postgresql.enabled -}}
{{- $auth := $root.Values.postgresql.auth -}}
{{ include "peace.secretEnv" (dict "env" "DATABASE_PASSWORD" "name" (include "peace.postgresql.secretName" $root) "key" (include "peace.postgresql.passwordKey" $root)) }}
- name: {{ $env }}
  value: {{ printf "postgres://%s@%s:5432/%s" (urlquery $auth.username) (include "peace.postgresql.host" $root) (urlquery $auth.database) | quote }}
{{- else if $root.Values.externalDatabase.existingSecret -}}
{{ include "peace.secretEnv" (dict "env" $env "name" $root.Values.externalDatabase.existingSecret "key" (default $root.Values.externalDatabase.existingSecretKey (index $root.Values.externalDatabase.existingSecretKeys .name))) }}
{{- else -}}
{{ include "peace.secretEnv" (dict "env" $env "name" (include "peace.secretName" $root) "key" (printf "%s-database-url" .name)) }}
{{- end -}}
{{- end -}}

{{/* Pod placement and scheduling: a component's own setting, else the chart-wide default. */}}
{{- define "peace.scheduling" -}}
{{- $root := .root -}}
{{- $values := .values -}}
{{- with (default $root.Values.priorityClassName $values.priorityClassName) }}
priorityClassName: {{ . }}
{{- end }}
{{- with (default $root.Values.nodeSelector $values.nodeSelector) }}
nodeSelector: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with (default $root.Values.affinity $values.affinity) }}
affinity: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with (default $root.Values.tolerations $values.tolerations) }}
tolerations: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with (default $root.Values.topologySpreadConstraints $values.topologySpreadConstraints) }}
topologySpreadConstraints:
{{- range . }}
  - {{- toYaml (omit . "labelSelector") | nindent 4 }}
    labelSelector:
      {{- if .labelSelector }}
      {{- toYaml .labelSelector | nindent 6 }}
      {{- else }}
      matchLabels: {{- include "peace.selectorLabels" (dict "root" $root "name" $.name) | nindent 8 }}
      {{- end }}
{{- end }}
{{- end }}
{{- end -}}
