; ModuleID = 'zoo.hip'
source_filename = "zoo.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_786da535fe6cbd2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_786da535fe6cbd2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @zoo(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = shl i32 %10, 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  %17 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 4127)
  store i32 %17, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 120)
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 32945)
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 291, i32 15, i32 15, i1 false)
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 320, i32 15, i32 15, i1 false)
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 16
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 321, i32 15, i32 15, i1 false)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 20
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 27, i32 15, i32 15, i1 false)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 24
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 357, i32 15, i32 15, i1 false)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 28
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %13, i32 342, i32 15, i32 15, i1 false)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 32
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %13, i32 342391)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 36
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.permlane16.i32(i32 0, i32 %13, i32 -2023406815, i32 267242409, i1 false, i1 false)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 40
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %13, i32 1985229328, i32 -19088744, i1 false, i1 false)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 44
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 48
  store i32 -1, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %42 = mul i32 %41, 20
  %43 = add i32 %42, 12
  %44 = tail call i32 @llvm.amdgcn.ds.permute(i32 %43, i32 %13)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 52
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %13, i32 5)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 56
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !5
  %48 = and i32 %13, 1
  %49 = icmp ne i32 %48, 0
  %50 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %49)
  %51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %50, i32 0)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 60
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

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
