; ModuleID = 'zoo_new.hip'
source_filename = "zoo_new.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_5251f79791f007bf = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_5251f79791f007bf to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @zoo_new(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readnone captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = mul i32 %11, 6
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %18
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store i32 -1, ptr addrspace(1) %22, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i32 -1, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 4
  store i32 -1, ptr addrspace(1) %24, align 4, !tbaa !5
  store i32 -1, ptr addrspace(1) %19, align 4, !tbaa !5
  %25 = mul i32 %16, 3
  %26 = add i32 %25, 1
  %27 = and i32 %26, 15
  %28 = tail call i32 @llvm.amdgcn.permlane16.var(i32 0, i32 %14, i32 %27, i1 false, i1 false)
  store i32 %28, ptr addrspace(1) %21, align 4, !tbaa !5
  %29 = mul i32 %16, 5
  %30 = and i32 %29, 15
  %31 = tail call i32 @llvm.amdgcn.permlanex16.var(i32 0, i32 %14, i32 %30, i1 false, i1 false)
  store i32 %31, ptr addrspace(1) %20, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlane16.var(i32, i32, i32, i1 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.var(i32, i32, i32, i1 immarg, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
