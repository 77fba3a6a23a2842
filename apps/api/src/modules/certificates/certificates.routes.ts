import {
  certificateCodeParams,
  issueCertificateBody,
  issuedCertificate,
  providerCertificatesPage,
  providerCertificatesQuery,
  publicCertificate,
  revokeCertificateBody,
  userCertificatesPage,
  userCertificatesQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { requireAuth } from "../auth";
import { revokeCertificate } from "./certificate-revoke";
import {
  type CertificatesDeps,
  getUserCertificatePdf,
  issueCertificate,
  listProviderCertificates,
  listUserCertificates,
  presentPublic,
  verifyCertificate,
} from "./certificates.service";

/** Certificates of completion: the public check, the learner's list and PDF, the provider's issue and revoke. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, kickMail } = (app as unknown as App).deps;
  const deps: CertificatesDeps = { db: database.db, publicUrl: config.publicUrl, kickMail };
  // CERT-VERIFY: no answer of this module is kept by a browser or a shared cache, so a revoke shows at once
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/certificates/:code",
    {
      schema: {
        tags: ["certificates"],
        summary:
          "Public check of a certificate by its code: valid or revoked, learner, course, provider, hours; 404 for an unknown code",
        params: certificateCodeParams,
        response: { 200: publicCertificate },
      },
    },
    async (request, reply) => {
      reply.header("x-robots-tag", "noindex");
      return verifyCertificate(deps.db, request.params.code);
    },
  );

  app.get(
    "/user/certificates",
    {
      schema: {
        tags: ["user certificates"],
        summary: "The signed-in learner's certificates, newest first, with their codes and PDF links",
        querystring: userCertificatesQuery,
        response: { 200: userCertificatesPage },
      },
    },
    async (request) => listUserCertificates(deps.db, requireAuth(request).user, request.query.page),
  );

  app.get(
    "/user/certificates/:code/certificate.pdf",
    {
      schema: {
        tags: ["user certificates"],
        summary:
          "The learner's certificate as a landscape A4 PDF with a QR code of its public page; 404 for another learner's",
        params: certificateCodeParams,
        // a link opened by the browser sends no Content-Language: the page adds its language
        querystring: z.object({ lang: z.enum(["bg", "en"]).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const { code, pdf } = await getUserCertificatePdf(
        deps,
        requireAuth(request).user,
        request.params.code,
        locale,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-language", locale)
        .header("content-disposition", `inline; filename="certificate-${code}.pdf"`)
        .send(pdf);
    },
  );

  const providerTags = ["provider certificates"];
  app.get(
    "/provider/certificates",
    {
      schema: {
        tags: providerTags,
        summary:
          "Places bought in the provider's courses of the certification type, with their certificates; course_id filters",
        querystring: providerCertificatesQuery,
        response: { 200: providerCertificatesPage },
      },
    },
    async (request) =>
      listProviderCertificates(deps.db, requireAuth(request).user, request.query, request.locale),
  );
  app.post(
    "/provider/certificates",
    {
      schema: {
        tags: providerTags,
        summary:
          "Confirm that the learner of a place completed and issue the certificate (mailed); once per place: again answers the same one with created false",
        body: issueCertificateBody,
        response: { 200: issuedCertificate, 201: issuedCertificate },
      },
    },
    async (request, reply) => {
      const issued = await issueCertificate(deps, requireAuth(request).user, request.body.order_item_id);
      return reply.status(issued.created ? 201 : 200).send(issued);
    },
  );
  app.post(
    "/provider/certificates/:code/revoke",
    {
      schema: {
        tags: providerTags,
        summary:
          "Revoke one of the provider's certificates with a reason (kept private); its public check says revoked at once and the learner is mailed; 409 when already revoked",
        params: certificateCodeParams,
        body: revokeCertificateBody,
        response: { 200: publicCertificate },
      },
    },
    async (request) =>
      revokeCertificate(
        deps,
        requireAuth(request).user,
        request.params.code,
        request.body.reason,
        presentPublic,
      ),
  );
};
