{{/*
Pieces shared by the bundled infrastructure's StatefulSets (postgresql.yaml, redis.yaml, nats.yaml).
*/}}

{{/* Pod Security "restricted" for an official image, as its own user: (dict "uid" 999). */}}
{{- define "peace.infra.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
fsGroup: {{ .uid }}
fsGroupChangePolicy: OnRootMismatch
seccompProfile: { type: RuntimeDefault }
{{- end -}}

{{- define "peace.infra.securityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
capabilities: { drop: [ALL] }
{{- end -}}

{{/* The data volume of a StatefulSet: (dict "persistence" .Values.postgresql.persistence). */}}
{{- define "peace.infra.volumeClaim" -}}
volumeClaimTemplates:
  - metadata:
      name: data
    spec:
      accessModes: [ReadWriteOnce]
      {{- with .persistence.storageClass }}
      storageClassName: {{ . | quote }}
      {{- end }}
      resources:
        requests:
          storage: {{ .persistence.size }}
{{- end -}}

{{/*
Only this release's pods may connect, on the listed ports: (dict "root" $ "name" "postgresql" "ports" (list 5432)).
*/}}
{{- define "peace.infra.networkPolicy" -}}
{{- if .root.Values.networkPolicy.enabled }}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "peace.componentName" . }}
  namespace: {{ .root.Release.Namespace }}
  labels: {{- include "peace.componentLabels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels: {{- include "peace.selectorLabels" . | nindent 6 }}
  policyTypes: [Ingress]
  ingress:
    - from:
        - podSelector:
            matchLabels:
              app.kubernetes.io/instance: {{ .root.Release.Name | quote }}
      ports:
        {{- range .ports }}
        - { port: {{ . }}, protocol: TCP }
        {{- end }}
{{- end }}
{{- end -}}
