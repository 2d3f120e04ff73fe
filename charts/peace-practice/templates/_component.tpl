{{/*
One deployable: ConfigMap (its non-secret settings), Deployment, Service, HorizontalPodAutoscaler and
PodDisruptionBudget. Call with
(dict "root" $ "name" "groups" "values" .Values.services.groups "config" (dict "LOG_LEVEL" "info") "secretEnv" "<env entries>" "migrate" true).
"config" holds only the settings that component reads; "secretEnv" its Secret-backed entries; an optional
"metricsPort" names a port of its own for /metrics (the gateway's), exposed as "metrics"; "migrate"
runs the service's migrations in an init container.
*/}}
{{- define "peace.component" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $values := .values -}}
{{- $full := include "peace.componentName" . -}}
{{- $serviceType := ($values.service | default dict).type | default "ClusterIP" -}}
{{- $config := merge (dict
  "NODE_ENV" "production"
  "LOG_LEVEL" $root.Values.logLevel
  "HOST" "0.0.0.0"
  "PORT" "8080"
  "SHUTDOWN_TIMEOUT_MS" (printf "%d" (mul $values.shutdownTimeoutSeconds 1000))
) .config -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $full }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
data:
  {{- range $key := keys $config | sortAlpha }}
  {{ $key }}: {{ index $config $key | toString | quote }}
  {{- end }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $full }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
  {{- with $root.Values.commonAnnotations }}
  annotations: {{- toYaml . | nindent 4 }}
  {{- end }}
spec:
  {{- if not $values.autoscaling.enabled }}
  replicas: {{ $values.replicaCount }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate: { maxSurge: 25%, maxUnavailable: 0 }
  selector:
    matchLabels: {{- include "peace.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "peace.componentLabels" . | nindent 8 }}
        {{- with $root.Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/config: {{ toJson $config | sha256sum }}
        checksum/secret: {{ include (print $root.Template.BasePath "/secret.yaml") $root | sha256sum }}
        {{- with (merge (dict) ($values.podAnnotations | default dict) ($root.Values.podAnnotations | default dict)) }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "peace.serviceAccountName" $root }}
      automountServiceAccountToken: {{ $root.Values.serviceAccount.automountServiceAccountToken }}
      {{- include "peace.imagePullSecrets" $root | nindent 6 }}
      securityContext: {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      # preStop's pause, then the process's own bounded shutdown (SHUTDOWN_TIMEOUT_MS), then a margin.
      terminationGracePeriodSeconds: {{ add $values.preStopSleepSeconds $values.shutdownTimeoutSeconds 5 }}
      {{- include "peace.scheduling" . | nindent 6 }}
      {{- if and .migrate $root.Values.migrations.enabled }}
      # The service's schema first: the one migrations runner (services/kit) waits for the database,
      # applies what is missing under a lock, and exits; the service starts only after it succeeded.
      # A database that never answers fails it, and the kubelet starts it again with a back-off.
      initContainers:
        - name: migrate
          image: {{ include "peace.image" . }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          command: ["node", "services/kit/dist/migrate.js", {{ $name | quote }}]
          env:
            - { name: NODE_ENV, value: production }
            - { name: LOG_LEVEL, value: {{ $root.Values.logLevel | quote }} }
            - { name: MIGRATE_WAIT_SECONDS, value: {{ $root.Values.migrations.waitForDatabaseSeconds | quote }} }
            {{- include "peace.env.database" . | nindent 12 }}
          resources: {{- toYaml $root.Values.migrations.resources | nindent 12 }}
          securityContext: {{- toYaml $root.Values.securityContext | nindent 12 }}
          volumeMounts:
            - { name: tmp, mountPath: /tmp }
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "peace.image" . }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - { name: http, containerPort: 8080, protocol: TCP }
            {{- with .metricsPort }}
            - { name: metrics, containerPort: {{ . }}, protocol: TCP }
            {{- end }}
          envFrom:
            - configMapRef:
                name: {{ $full }}
          env:
            {{- .secretEnv | nindent 12 }}
            {{- with (concat ($root.Values.extraEnv | default list) ($values.extraEnv | default list)) }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          startupProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 2
            failureThreshold: 60
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          readinessProbe:
            httpGet: { path: /readyz, port: http }
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          lifecycle:
            # The pod leaves the Service's endpoints as soon as it is terminating; the pause lets every
            # proxy and the gateways see that before SIGTERM makes the process stop accepting.
            preStop:
              exec:
                command: ["sleep", "{{ $values.preStopSleepSeconds }}"]
          resources: {{- toYaml $values.resources | nindent 12 }}
          securityContext: {{- toYaml $root.Values.securityContext | nindent 12 }}
          volumeMounts:
            - { name: tmp, mountPath: /tmp }
      volumes:
        - { name: tmp, emptyDir: {} }
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $full }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
  {{- with ($values.service | default dict).annotations }}
  annotations: {{- toYaml . | nindent 4 }}
  {{- end }}
spec:
  type: {{ $serviceType }}
  selector: {{- include "peace.selectorLabels" . | nindent 4 }}
  ports:
    - { name: http, port: {{ ($values.service | default dict).port | default 80 }}, targetPort: http, protocol: TCP }
    {{- if and .metricsPort (eq $serviceType "ClusterIP") }}
    - { name: metrics, port: {{ .metricsPort }}, targetPort: metrics, protocol: TCP }
    {{- end }}
{{- if and .metricsPort (ne $serviceType "ClusterIP") }}
---
# /metrics never on a LoadBalancer or NodePort: a Service of its own, inside the cluster only.
apiVersion: v1
kind: Service
metadata:
  name: {{ include "peace.componentName" (dict "root" $root "name" (printf "%s-metrics" $name)) }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector: {{- include "peace.selectorLabels" . | nindent 4 }}
  ports:
    - { name: metrics, port: {{ .metricsPort }}, targetPort: metrics, protocol: TCP }
{{- end }}
{{- if $values.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $full }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: {{ $full }} }
  minReplicas: {{ $values.autoscaling.minReplicas }}
  maxReplicas: {{ $values.autoscaling.maxReplicas }}
  metrics:
    {{- with $values.autoscaling.targetCPUUtilizationPercentage }}
    - type: Resource
      resource: { name: cpu, target: { type: Utilization, averageUtilization: {{ . }} } }
    {{- end }}
    {{- with $values.autoscaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource: { name: memory, target: { type: Utilization, averageUtilization: {{ . }} } }
    {{- end }}
{{- end }}
{{- if $values.pdb.create }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $full }}
  namespace: {{ $root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
spec:
  {{- if $values.pdb.maxUnavailable }}
  maxUnavailable: {{ $values.pdb.maxUnavailable }}
  {{- else }}
  minAvailable: {{ $values.pdb.minAvailable }}
  {{- end }}
  selector:
    matchLabels: {{- include "peace.selectorLabels" . | nindent 6 }}
{{- end }}
{{- end -}}
