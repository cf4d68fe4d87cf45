import { buildSubject, buildSummary } from '#src/consultation/summary';
import type { ConsultationData, ConsultationRequest } from '#src/forms/consultation';
import { postJson, type RequestOptions } from './http';

export type ConsultationAccepted = { id: string; status: 'accepted' };
export type ConsultationSubmission = { requestId: string; data: ConsultationData };

export const CONSULTATION_ENDPOINT = '/api/schedule-consultation';

/** The JSON body of POST /api/schedule-consultation (docs/product/consultation.md, "The request"). */
export function consultationRequest({ requestId, data }: ConsultationSubmission): ConsultationRequest {
  return { request_id: requestId, subject: buildSubject(data), consultation_data: data, summary: buildSummary(data) };
}

/** Default implementation of the consultationWizard machine's `submitConsultation` actor. */
export const postConsultation = (submission: ConsultationSubmission, options: RequestOptions = {}) =>
  postJson<ConsultationAccepted>(CONSULTATION_ENDPOINT, consultationRequest(submission), options);
