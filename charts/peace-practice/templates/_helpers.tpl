{{- define "peace.fullname" -}}{{ printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" }}{{- end -}}

{{- define "peace.labels" -}}
app.kubernetes.io/part-of: peace-practice
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{- define "peace.image" -}}
{{- $root := .root -}}
{{- default (printf "%s/%s:%s" $root.Values.image.repository .name $root.Values.image.tag) (index $root.Values.image.overrides .name) -}}
{{- end -}}

{{- define "peace.secretName" -}}{{ default (printf "%s-secrets" (include "peace.fullname" .)) .Values.secrets.existingSecret }}{{- end -}}

{{- define "peace.packageDir" -}}{{ if eq .name "gateway" }}gateway{{ else }}services/{{ .name }}{{ end }}{{- end -}}

{{/* Environment every component shares: infrastructure URLs and shared secrets. */}}
{{- define "peace.env" -}}
- name: NODE_ENV
  value: production
- name: PUBLIC_URL
  value: {{ .Values.publicUrl | quote }}
- name: REDIS_URL
  value: {{ default (printf "redis://%s-redis-master:6379" .Release.Name) .Values.external.redisUrl | quote }}
- name: NATS_URL
  value: {{ default (printf "nats://%s-nats:4222" .Release.Name) .Values.external.natsUrl | quote }}
- name: INTERNAL_SECRET
  valueFrom: { secretKeyRef: { name: {{ include "peace.secretName" . }}, key: internalSecret } }
- name: SESSION_SECRET
  valueFrom: { secretKeyRef: { name: {{ include "peace.secretName" . }}, key: sessionSecret } }
{{- end -}}

{{/* A service's own database URL. Call with (dict "root" $ "name" "meditation"). */}}
{{- define "peace.databaseEnv" -}}
- name: {{ upper .name }}_DATABASE_URL
  valueFrom: { secretKeyRef: { name: {{ include "peace.secretName" .root }}, key: {{ .name }}DatabaseUrl } }
{{- end -}}

{{/*
One deployable: Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget.
Call with (dict "root" $ "name" "identity" "values" .Values.services.identity "env" list).
*/}}
{{- define "peace.component" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $values := .values -}}
{{- $full := printf "%s-%s" (include "peace.fullname" $root) $name -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $full }}
  labels:
    {{- include "peace.labels" $root | nindent 4 }}
    app.kubernetes.io/name: {{ $name }}
spec:
  {{- if not $values.autoscaling.enabled }}
  replicas: {{ $values.replicas }}
  {{- end }}
  selector:
    matchLabels: { app.kubernetes.io/instance: {{ $root.Release.Name }}, app.kubernetes.io/name: {{ $name }} }
  template:
    metadata:
      labels:
        {{- include "peace.labels" $root | nindent 8 }}
        app.kubernetes.io/name: {{ $name }}
        peace-practice/role: {{ if eq $name "gateway" }}gateway{{ else }}subgraph{{ end }}
    spec:
      automountServiceAccountToken: false
      securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: RuntimeDefault } }
      terminationGracePeriodSeconds: 30
      containers:
        - name: {{ $name }}
          image: {{ include "peace.image" (dict "root" $root "name" $name) }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports: [{ name: http, containerPort: 8080 }]
          env:
            {{- include "peace.env" $root | nindent 12 }}
            - name: HOST
              value: "0.0.0.0"
            - name: PORT
              value: "8080"
            {{- with .env }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          readinessProbe: { httpGet: { path: /readyz, port: http }, periodSeconds: 5, failureThreshold: 3 }
          livenessProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 10, failureThreshold: 3 }
          startupProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 2, failureThreshold: 30 }
          resources: {{- toYaml $values.resources | nindent 12 }}
          securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: [ALL] } }
          volumeMounts: [{ name: tmp, mountPath: /tmp }]
      volumes: [{ name: tmp, emptyDir: {} }]
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $full }}
  labels: {{- include "peace.labels" $root | nindent 4 }}
spec:
  selector: { app.kubernetes.io/instance: {{ $root.Release.Name }}, app.kubernetes.io/name: {{ $name }} }
  ports: [{ name: http, port: 80, targetPort: http }]
{{- if $values.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $full }}
  labels: {{- include "peace.labels" $root | nindent 4 }}
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: {{ $full }} }
  minReplicas: {{ $values.autoscaling.minReplicas }}
  maxReplicas: {{ $values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource: { name: cpu, target: { type: Utilization, averageUtilization: {{ $values.autoscaling.targetCPUUtilizationPercentage }} } }
{{- end }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $full }}
  labels: {{- include "peace.labels" $root | nindent 4 }}
spec:
  minAvailable: {{ $values.pdb.minAvailable }}
  selector:
    matchLabels: { app.kubernetes.io/instance: {{ $root.Release.Name }}, app.kubernetes.io/name: {{ $name }} }
{{- end -}}
