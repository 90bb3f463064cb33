; ModuleID = 'tile2d.hip'
source_filename = "tile2d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_e4888f562d0b2ab4 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e4888f562d0b2ab4 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @tile2d(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %11 = load <2 x i16>, ptr addrspace(4) %7, align 4, !invariant.load !9
  %12 = zext <2 x i16> %11 to <2 x i32>
  %13 = insertelement <2 x i32> poison, i32 %5, i64 0
  %14 = insertelement <2 x i32> %13, i32 %9, i64 1
  %15 = mul <2 x i32> %14, %12
  %16 = insertelement <2 x i32> poison, i32 %8, i64 0
  %17 = insertelement <2 x i32> %16, i32 %10, i64 1
  %18 = add <2 x i32> %15, %17
  %19 = extractelement <2 x i32> %18, i64 1
  %20 = mul i32 %19, %3
  %21 = extractelement <2 x i32> %18, i64 0
  %22 = add i32 %21, %20
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %27 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %26)
  %28 = and i32 %27, -64
  %29 = add nsw i32 %28, 64
  %30 = xor i32 %27, 1
  %31 = icmp slt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %27
  %33 = shl i32 %32, 2
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %25)
  %35 = add i32 %34, %25
  %36 = xor i32 %27, 2
  %37 = icmp slt i32 %36, %29
  %38 = select i1 %37, i32 %36, i32 %27
  %39 = shl i32 %38, 2
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %35)
  %41 = add i32 %40, %35
  %42 = xor i32 %27, 4
  %43 = icmp slt i32 %42, %29
  %44 = select i1 %43, i32 %42, i32 %27
  %45 = shl i32 %44, 2
  %46 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %41)
  %47 = add i32 %46, %41
  %48 = xor i32 %27, 8
  %49 = icmp slt i32 %48, %29
  %50 = select i1 %49, i32 %48, i32 %27
  %51 = shl i32 %50, 2
  %52 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %47)
  %53 = add i32 %52, %47
  %54 = xor i32 %27, 16
  %55 = icmp slt i32 %54, %29
  %56 = select i1 %55, i32 %54, i32 %27
  %57 = shl i32 %56, 2
  %58 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %53)
  %59 = add i32 %58, %53
  %60 = xor i32 %27, 32
  %61 = icmp slt i32 %60, %29
  %62 = select i1 %61, i32 %60, i32 %27
  %63 = shl i32 %62, 2
  %64 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %59)
  %65 = add i32 %64, %59
  %66 = extractelement <2 x i32> %12, i64 0
  %67 = mul nuw nsw i32 %10, %66
  %68 = add nuw nsw i32 %67, %8
  %69 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %23
  store i32 %65, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = shl nuw nsw i32 %68, 2
  %71 = and i32 %70, 16776960
  %72 = or i32 %27, %71
  %73 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %23
  store i32 %72, ptr addrspace(1) %73, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{}
