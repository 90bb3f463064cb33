; ModuleID = 'half_reduce.hip'
source_filename = "half_reduce.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_b5431351d55a5acc = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_b5431351d55a5acc to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %13
  %15 = load half, ptr addrspace(1) %14, align 2, !tbaa !11
  %16 = getelementptr inbounds nuw bfloat, ptr addrspace(1) %2, i64 %13
  %17 = load bfloat, ptr addrspace(1) %16, align 2, !tbaa !13
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = and i32 %19, -64
  %21 = add nsw i32 %20, 64
  %22 = bitcast half %15 to i16
  %23 = zext i16 %22 to i32
  %24 = xor i32 %19, 1
  %25 = icmp slt i32 %24, %21
  %26 = select i1 %25, i32 %24, i32 %19
  %27 = shl i32 %26, 2
  %28 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 range(i32 0, 65536) %23)
  %29 = trunc i32 %28 to i16
  %30 = bitcast i16 %29 to half
  %31 = fadd contract half %15, %30
  %32 = bitcast bfloat %17 to i16
  %33 = zext i16 %32 to i32
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 range(i32 0, 65536) %33)
  %35 = trunc i32 %34 to i16
  %36 = bitcast i16 %35 to bfloat
  %37 = fadd contract bfloat %17, %36
  %38 = bitcast half %31 to i16
  %39 = zext i16 %38 to i32
  %40 = xor i32 %19, 2
  %41 = icmp slt i32 %40, %21
  %42 = select i1 %41, i32 %40, i32 %19
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 range(i32 0, 65536) %39)
  %45 = trunc i32 %44 to i16
  %46 = bitcast i16 %45 to half
  %47 = fadd contract half %31, %46
  %48 = bitcast bfloat %37 to i16
  %49 = zext i16 %48 to i32
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 range(i32 0, 65536) %49)
  %51 = trunc i32 %50 to i16
  %52 = bitcast i16 %51 to bfloat
  %53 = fadd contract bfloat %37, %52
  %54 = bitcast half %47 to i16
  %55 = zext i16 %54 to i32
  %56 = xor i32 %19, 4
  %57 = icmp slt i32 %56, %21
  %58 = select i1 %57, i32 %56, i32 %19
  %59 = shl i32 %58, 2
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 range(i32 0, 65536) %55)
  %61 = trunc i32 %60 to i16
  %62 = bitcast i16 %61 to half
  %63 = fadd contract half %47, %62
  %64 = bitcast bfloat %53 to i16
  %65 = zext i16 %64 to i32
  %66 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 range(i32 0, 65536) %65)
  %67 = trunc i32 %66 to i16
  %68 = bitcast i16 %67 to bfloat
  %69 = fadd contract bfloat %53, %68
  %70 = bitcast half %63 to i16
  %71 = zext i16 %70 to i32
  %72 = xor i32 %19, 8
  %73 = icmp slt i32 %72, %21
  %74 = select i1 %73, i32 %72, i32 %19
  %75 = shl i32 %74, 2
  %76 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %75, i32 range(i32 0, 65536) %71)
  %77 = trunc i32 %76 to i16
  %78 = bitcast i16 %77 to half
  %79 = fadd contract half %63, %78
  %80 = bitcast bfloat %69 to i16
  %81 = zext i16 %80 to i32
  %82 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %75, i32 range(i32 0, 65536) %81)
  %83 = trunc i32 %82 to i16
  %84 = bitcast i16 %83 to bfloat
  %85 = fadd contract bfloat %69, %84
  %86 = bitcast half %79 to i16
  %87 = zext i16 %86 to i32
  %88 = xor i32 %19, 16
  %89 = icmp slt i32 %88, %21
  %90 = select i1 %89, i32 %88, i32 %19
  %91 = shl i32 %90, 2
  %92 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %91, i32 range(i32 0, 65536) %87)
  %93 = trunc i32 %92 to i16
  %94 = bitcast i16 %93 to half
  %95 = fadd contract half %79, %94
  %96 = bitcast bfloat %85 to i16
  %97 = zext i16 %96 to i32
  %98 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %91, i32 range(i32 0, 65536) %97)
  %99 = trunc i32 %98 to i16
  %100 = bitcast i16 %99 to bfloat
  %101 = fadd contract bfloat %85, %100
  %102 = bitcast half %95 to i16
  %103 = zext i16 %102 to i32
  %104 = xor i32 %19, 32
  %105 = icmp slt i32 %104, %21
  %106 = select i1 %105, i32 %104, i32 %19
  %107 = shl i32 %106, 2
  %108 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %107, i32 range(i32 0, 65536) %103)
  %109 = trunc i32 %108 to i16
  %110 = bitcast i16 %109 to half
  %111 = fadd contract half %95, %110
  %112 = bitcast bfloat %101 to i16
  %113 = zext i16 %112 to i32
  %114 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %107, i32 range(i32 0, 65536) %113)
  %115 = trunc i32 %114 to i16
  %116 = bitcast i16 %115 to bfloat
  %117 = fadd contract bfloat %101, %116
  %118 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %13
  store half %111, ptr addrspace(1) %118, align 2, !tbaa !11
  %119 = getelementptr inbounds nuw bfloat, ptr addrspace(1) %3, i64 %13
  store bfloat %117, ptr addrspace(1) %119, align 2, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"_Float16", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"__bf16", !7, i64 0}
