; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = and i32 %6, 192, !dbg !11
  %8 = and i32 %5, 63, !dbg !12
  %9 = or disjoint i32 %7, %8, !dbg !12
  %10 = shl nuw nsw i32 %5, 4, !dbg !13
  %11 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !14
  %12 = shl nuw nsw i32 %9, 4, !dbg !14
  %13 = and i32 %12, 3840, !dbg !14
  %14 = and i32 %10, 240, !dbg !14
  %15 = or disjoint i32 %13, %14, !dbg !14
  %16 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %11, i32 %15, i32 0, i32 0), !dbg !14
  %17 = or disjoint i32 %15, 4096, !dbg !14
  %18 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %11, i32 %17, i32 0, i32 0), !dbg !14
  %19 = lshr i32 %9, 3, !dbg !15
  %20 = and i32 %10, 112, !dbg !16
  %21 = shl nuw nsw i32 %5, 7, !dbg !11
  %22 = and i32 %21, 7168, !dbg !11
  %23 = shl nuw nsw i32 %8, 2, !dbg !11
  %24 = lshr exact i32 %7, 1, !dbg !11
  %25 = or disjoint i32 %22, %23, !dbg !11
  %26 = xor i32 %24, %25, !dbg !11
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %26, !dbg !11
  %28 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %28, ptr addrspace(3) %27, align 4, !dbg !11
  %29 = xor i32 %26, 264, !dbg !11
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !11
  %31 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %31, ptr addrspace(3) %30, align 4, !dbg !11
  %32 = xor i32 %26, 528, !dbg !11
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %32, !dbg !11
  %34 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %34, ptr addrspace(3) %33, align 4, !dbg !11
  %35 = xor i32 %26, 792, !dbg !11
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %35, !dbg !11
  %37 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %37, ptr addrspace(3) %36, align 4, !dbg !11
  %38 = xor i32 %26, 128, !dbg !11
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %38, !dbg !11
  %40 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %40, ptr addrspace(3) %39, align 4, !dbg !11
  %41 = xor i32 %26, 392, !dbg !11
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %41, !dbg !11
  %43 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %43, ptr addrspace(3) %42, align 4, !dbg !11
  %44 = xor i32 %26, 656, !dbg !11
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %44, !dbg !11
  %46 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %46, ptr addrspace(3) %45, align 4, !dbg !11
  %47 = xor i32 %26, 920, !dbg !11
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !11
  %49 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %49, ptr addrspace(3) %48, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  %50 = shl nuw nsw i32 %5, 5, !dbg !11
  %51 = and i32 %50, 992, !dbg !11
  %52 = and i32 %5, 24, !dbg !11
  %53 = and i32 %19, 28, !dbg !11
  %54 = or disjoint i32 %51, %52, !dbg !11
  %55 = xor i32 %53, %54, !dbg !11
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !11
  %57 = load <1 x i32>, ptr addrspace(3) %56, align 4, !dbg !11
  %58 = xor i32 %55, 2112, !dbg !11
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58, !dbg !11
  %60 = load <1 x i32>, ptr addrspace(3) %59, align 4, !dbg !11
  %61 = xor i32 %55, 4224, !dbg !11
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %61, !dbg !11
  %63 = load <1 x i32>, ptr addrspace(3) %62, align 4, !dbg !11
  %64 = shufflevector <1 x i32> %63, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %65 = xor i32 %55, 6336, !dbg !11
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !11
  %67 = load <1 x i32>, ptr addrspace(3) %66, align 4, !dbg !11
  %68 = shufflevector <1 x i32> %67, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %69 = xor i32 %55, 1056, !dbg !11
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69, !dbg !11
  %71 = load <1 x i32>, ptr addrspace(3) %70, align 4, !dbg !11
  %72 = xor i32 %55, 3168, !dbg !11
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72, !dbg !11
  %74 = load <1 x i32>, ptr addrspace(3) %73, align 4, !dbg !11
  %75 = xor i32 %55, 5280, !dbg !11
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %75, !dbg !11
  %77 = load <1 x i32>, ptr addrspace(3) %76, align 4, !dbg !11
  %78 = shufflevector <1 x i32> %77, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %79 = xor i32 %55, 7392, !dbg !11
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %79, !dbg !11
  %81 = load <1 x i32>, ptr addrspace(3) %80, align 4, !dbg !11
  %82 = shufflevector <1 x i32> %81, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %83 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %84 = shufflevector <1 x i32> %57, <1 x i32> %60, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %85 = shufflevector <4 x i32> %84, <4 x i32> %64, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %86 = shufflevector <4 x i32> %85, <4 x i32> %68, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %87 = shl nuw nsw i32 %19, 7, !dbg !11
  %88 = or disjoint i32 %87, %20, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %86, ptr addrspace(8) %83, i32 %88, i32 0, i32 0), !dbg !11
  %89 = shufflevector <1 x i32> %71, <1 x i32> %74, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %90 = shufflevector <4 x i32> %89, <4 x i32> %78, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %91 = shufflevector <4 x i32> %90, <4 x i32> %82, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %92 = or disjoint i32 %88, 4096, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %91, ptr addrspace(8) %83, i32 %92, i32 0, i32 0), !dbg !11
  ret void, !dbg !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "transpose", linkageName: "transpose", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 91, column: 5, scope: !4)
!12 = !DILocation(line: 88, column: 9, scope: !4)
!13 = !DILocation(line: 89, column: 9, scope: !4)
!14 = !DILocation(line: 90, column: 18, scope: !4)
!15 = !DILocation(line: 91, column: 20, scope: !4)
!16 = !DILocation(line: 91, column: 51, scope: !4)
!17 = !{!"amdgpu-synchronize-as", !"local"}
!18 = !DILocation(line: 87, column: 1, scope: !4)
