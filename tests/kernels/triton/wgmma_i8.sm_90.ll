; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %10 = shl i32 %9, 6, !dbg !13
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %12 = and i32 %11, 96, !dbg !14
  %13 = lshr exact i32 %12, 5, !dbg !14
  %14 = or disjoint i32 %13, 4, !dbg !14
  %15 = or disjoint i32 %13, 8, !dbg !14
  %16 = or disjoint i32 %13, 12, !dbg !14
  %17 = or disjoint i32 %13, 16, !dbg !14
  %18 = or disjoint i32 %13, 20, !dbg !14
  %19 = or disjoint i32 %13, 24, !dbg !14
  %20 = or disjoint i32 %13, 28, !dbg !14
  %21 = or disjoint i32 %13, %10, !dbg !13
  %22 = or disjoint i32 %14, %10, !dbg !13
  %23 = or disjoint i32 %15, %10, !dbg !13
  %24 = or disjoint i32 %16, %10, !dbg !13
  %25 = or disjoint i32 %17, %10, !dbg !13
  %26 = or disjoint i32 %18, %10, !dbg !13
  %27 = or disjoint i32 %19, %10, !dbg !13
  %28 = or disjoint i32 %20, %10, !dbg !13
  %29 = or disjoint i32 %21, 32, !dbg !13
  %30 = or disjoint i32 %21, 36, !dbg !13
  %31 = or disjoint i32 %21, 40, !dbg !13
  %32 = or disjoint i32 %21, 44, !dbg !13
  %33 = or disjoint i32 %21, 48, !dbg !13
  %34 = or disjoint i32 %21, 52, !dbg !13
  %35 = or disjoint i32 %21, 56, !dbg !13
  %36 = or disjoint i32 %21, 60, !dbg !13
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %38 = shl nuw nsw i32 %37, 5, !dbg !15
  %39 = and i32 %11, 31, !dbg !16
  %40 = or disjoint i32 %38, %39, !dbg !15
  %41 = add i32 %5, 31, !dbg !17
  %42 = icmp slt i32 %21, %3, !dbg !22
  %43 = icmp slt i32 %22, %3, !dbg !22
  %44 = icmp slt i32 %23, %3, !dbg !22
  %45 = icmp slt i32 %24, %3, !dbg !22
  %46 = icmp slt i32 %25, %3, !dbg !22
  %47 = icmp slt i32 %26, %3, !dbg !22
  %48 = icmp slt i32 %27, %3, !dbg !22
  %49 = icmp slt i32 %28, %3, !dbg !22
  %50 = icmp slt i32 %29, %3, !dbg !22
  %51 = icmp slt i32 %30, %3, !dbg !22
  %52 = icmp slt i32 %31, %3, !dbg !22
  %53 = icmp slt i32 %32, %3, !dbg !22
  %54 = icmp slt i32 %33, %3, !dbg !22
  %55 = icmp slt i32 %34, %3, !dbg !22
  %56 = icmp slt i32 %35, %3, !dbg !22
  %57 = icmp slt i32 %36, %3, !dbg !22
  %58 = mul i32 %5, %21, !dbg !23
  %59 = mul i32 %5, %22, !dbg !23
  %60 = mul i32 %5, %23, !dbg !23
  %61 = mul i32 %5, %24, !dbg !23
  %62 = mul i32 %5, %25, !dbg !23
  %63 = mul i32 %5, %26, !dbg !23
  %64 = mul i32 %5, %27, !dbg !23
  %65 = mul i32 %5, %28, !dbg !23
  %66 = mul i32 %5, %29, !dbg !23
  %67 = mul i32 %5, %30, !dbg !23
  %68 = mul i32 %5, %31, !dbg !23
  %69 = mul i32 %5, %32, !dbg !23
  %70 = mul i32 %5, %33, !dbg !23
  %71 = mul i32 %5, %34, !dbg !23
  %72 = mul i32 %5, %35, !dbg !23
  %73 = mul i32 %5, %36, !dbg !23
  %74 = sext i32 %58 to i64, !dbg !24
  %75 = getelementptr i8, ptr addrspace(1) %0, i64 %74, !dbg !24
  %76 = sext i32 %59 to i64, !dbg !24
  %77 = getelementptr i8, ptr addrspace(1) %0, i64 %76, !dbg !24
  %78 = sext i32 %60 to i64, !dbg !24
  %79 = getelementptr i8, ptr addrspace(1) %0, i64 %78, !dbg !24
  %80 = sext i32 %61 to i64, !dbg !24
  %81 = getelementptr i8, ptr addrspace(1) %0, i64 %80, !dbg !24
  %82 = sext i32 %62 to i64, !dbg !24
  %83 = getelementptr i8, ptr addrspace(1) %0, i64 %82, !dbg !24
  %84 = sext i32 %63 to i64, !dbg !24
  %85 = getelementptr i8, ptr addrspace(1) %0, i64 %84, !dbg !24
  %86 = sext i32 %64 to i64, !dbg !24
  %87 = getelementptr i8, ptr addrspace(1) %0, i64 %86, !dbg !24
  %88 = sext i32 %65 to i64, !dbg !24
  %89 = getelementptr i8, ptr addrspace(1) %0, i64 %88, !dbg !24
  %90 = sext i32 %66 to i64, !dbg !24
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90, !dbg !24
  %92 = sext i32 %67 to i64, !dbg !24
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92, !dbg !24
  %94 = sext i32 %68 to i64, !dbg !24
  %95 = getelementptr i8, ptr addrspace(1) %0, i64 %94, !dbg !24
  %96 = sext i32 %69 to i64, !dbg !24
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96, !dbg !24
  %98 = sext i32 %70 to i64, !dbg !24
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98, !dbg !24
  %100 = sext i32 %71 to i64, !dbg !24
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100, !dbg !24
  %102 = sext i32 %72 to i64, !dbg !24
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102, !dbg !24
  %104 = sext i32 %73 to i64, !dbg !24
  %105 = getelementptr i8, ptr addrspace(1) %0, i64 %104, !dbg !24
  %106 = icmp slt i32 %40, %4, !dbg !25
  %107 = icmp sgt i32 %41, 31, !dbg !26
  br i1 %107, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %40 to i64, !dbg !27
  %.pre31 = shl nuw nsw i32 %11, 5, !dbg !28
  br label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %8
  %108 = lshr i32 %41, 5, !dbg !29
  %109 = and i32 %11, 127
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 256
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 512
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 768
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 1024
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 1280
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 1536
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 1792
  %118 = xor i32 %109, 144
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %118
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 256
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 512
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 768
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1024
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1280
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1536
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1792
  %127 = zext nneg i32 %40 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %127, !dbg !26
  %128 = shl nuw nsw i32 %11, 5
  %129 = and i32 %128, 864
  %130 = and i32 %11, 4
  %131 = icmp eq i32 %130, 0
  %132 = select i1 %131, i32 0, i32 144
  %133 = or disjoint i32 %129, %132
  %134 = or disjoint i32 %133, %13
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %134
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 4
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 8
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 12
  %139 = xor i32 %134, 16
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %139
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %140, i32 4
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %140, i32 8
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %140, i32 12
  %144 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %145 = and i32 %144, 32767
  %146 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048) to i32), 4
  %147 = and i32 %146, 32767
  %148 = insertelement <2 x i32> <i32 poison, i32 -1073741808>, i32 %145, i64 0
  %149 = bitcast <2 x i32> %148 to i64
  %150 = insertelement <2 x i32> <i32 poison, i32 -1073741808>, i32 %147, i64 0
  %151 = bitcast <2 x i32> %150 to i64
  %152 = zext nneg i32 %13 to i64, !dbg !26
  %153 = zext nneg i32 %5 to i64, !dbg !26
  %154 = zext nneg i32 %14 to i64, !dbg !26
  %155 = zext nneg i32 %15 to i64, !dbg !26
  %156 = zext nneg i32 %16 to i64, !dbg !26
  %157 = zext nneg i32 %17 to i64, !dbg !26
  %158 = zext nneg i32 %18 to i64, !dbg !26
  %159 = zext nneg i32 %19 to i64, !dbg !26
  %160 = zext nneg i32 %20 to i64, !dbg !26
  %161 = zext nneg i32 %39 to i64, !dbg !26
  %wide.trip.count = zext nneg i32 %108 to i64, !dbg !26
  br label %162, !dbg !26

162:                                              ; preds = %.lr.ph, %162
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %162 ]
  %163 = phi i32 [ 0, %.lr.ph ], [ %328, %162 ]
  %164 = phi i32 [ 0, %.lr.ph ], [ %329, %162 ]
  %165 = phi i32 [ 0, %.lr.ph ], [ %330, %162 ]
  %166 = phi i32 [ 0, %.lr.ph ], [ %331, %162 ]
  %167 = phi i32 [ 0, %.lr.ph ], [ %332, %162 ]
  %168 = phi i32 [ 0, %.lr.ph ], [ %333, %162 ]
  %169 = phi i32 [ 0, %.lr.ph ], [ %334, %162 ]
  %170 = phi i32 [ 0, %.lr.ph ], [ %335, %162 ]
  %171 = phi i32 [ 0, %.lr.ph ], [ %336, %162 ]
  %172 = phi i32 [ 0, %.lr.ph ], [ %337, %162 ]
  %173 = phi i32 [ 0, %.lr.ph ], [ %338, %162 ]
  %174 = phi i32 [ 0, %.lr.ph ], [ %339, %162 ]
  %175 = phi i32 [ 0, %.lr.ph ], [ %340, %162 ]
  %176 = phi i32 [ 0, %.lr.ph ], [ %341, %162 ]
  %177 = phi i32 [ 0, %.lr.ph ], [ %342, %162 ]
  %178 = phi i32 [ 0, %.lr.ph ], [ %343, %162 ]
  %179 = shl nuw nsw i64 %indvars.iv, 5, !dbg !30
  %180 = or disjoint i64 %179, %152, !dbg !30
  %181 = or disjoint i64 %179, %154, !dbg !30
  %182 = or disjoint i64 %179, %155, !dbg !30
  %183 = or disjoint i64 %179, %156, !dbg !30
  %184 = or disjoint i64 %179, %157, !dbg !30
  %185 = or disjoint i64 %179, %158, !dbg !30
  %186 = or disjoint i64 %179, %159, !dbg !30
  %187 = or disjoint i64 %179, %160, !dbg !30
  %188 = or disjoint i64 %179, %161, !dbg !30
  %189 = icmp samesign ult i64 %188, %153, !dbg !31
  %190 = and i1 %42, %189, !dbg !32
  %191 = and i1 %43, %189, !dbg !32
  %192 = and i1 %44, %189, !dbg !32
  %193 = and i1 %45, %189, !dbg !32
  %194 = and i1 %46, %189, !dbg !32
  %195 = and i1 %47, %189, !dbg !32
  %196 = and i1 %48, %189, !dbg !32
  %197 = and i1 %49, %189, !dbg !32
  %198 = and i1 %50, %189, !dbg !32
  %199 = and i1 %51, %189, !dbg !32
  %200 = and i1 %52, %189, !dbg !32
  %201 = and i1 %53, %189, !dbg !32
  %202 = and i1 %54, %189, !dbg !32
  %203 = and i1 %55, %189, !dbg !32
  %204 = and i1 %56, %189, !dbg !32
  %205 = and i1 %57, %189, !dbg !32
  %206 = getelementptr i8, ptr addrspace(1) %75, i64 %188, !dbg !24
  %207 = getelementptr i8, ptr addrspace(1) %77, i64 %188, !dbg !24
  %208 = getelementptr i8, ptr addrspace(1) %79, i64 %188, !dbg !24
  %209 = getelementptr i8, ptr addrspace(1) %81, i64 %188, !dbg !24
  %210 = getelementptr i8, ptr addrspace(1) %83, i64 %188, !dbg !24
  %211 = getelementptr i8, ptr addrspace(1) %85, i64 %188, !dbg !24
  %212 = getelementptr i8, ptr addrspace(1) %87, i64 %188, !dbg !24
  %213 = getelementptr i8, ptr addrspace(1) %89, i64 %188, !dbg !24
  %214 = getelementptr i8, ptr addrspace(1) %91, i64 %188, !dbg !24
  %215 = getelementptr i8, ptr addrspace(1) %93, i64 %188, !dbg !24
  %216 = getelementptr i8, ptr addrspace(1) %95, i64 %188, !dbg !24
  %217 = getelementptr i8, ptr addrspace(1) %97, i64 %188, !dbg !24
  %218 = getelementptr i8, ptr addrspace(1) %99, i64 %188, !dbg !24
  %219 = getelementptr i8, ptr addrspace(1) %101, i64 %188, !dbg !24
  %220 = getelementptr i8, ptr addrspace(1) %103, i64 %188, !dbg !24
  %221 = getelementptr i8, ptr addrspace(1) %105, i64 %188, !dbg !24
  %222 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %206, i1 %190) #6, !dbg !33
  %223 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %207, i1 %191) #6, !dbg !33
  %224 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %208, i1 %192) #6, !dbg !33
  %225 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %209, i1 %193) #6, !dbg !33
  %226 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %210, i1 %194) #6, !dbg !33
  %227 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %211, i1 %195) #6, !dbg !33
  %228 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %212, i1 %196) #6, !dbg !33
  %229 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %213, i1 %197) #6, !dbg !33
  %230 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %214, i1 %198) #6, !dbg !33
  %231 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %215, i1 %199) #6, !dbg !33
  %232 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %216, i1 %200) #6, !dbg !33
  %233 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %217, i1 %201) #6, !dbg !33
  %234 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %218, i1 %202) #6, !dbg !33
  %235 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %219, i1 %203) #6, !dbg !33
  %236 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %220, i1 %204) #6, !dbg !33
  %237 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %221, i1 %205) #6, !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %238 = insertelement <1 x i8> poison, i8 %222, i64 0, !dbg !33
  store <1 x i8> %238, ptr addrspace(3) %110, align 1, !dbg !33
  %239 = insertelement <1 x i8> poison, i8 %224, i64 0, !dbg !33
  store <1 x i8> %239, ptr addrspace(3) %111, align 1, !dbg !33
  %240 = insertelement <1 x i8> poison, i8 %226, i64 0, !dbg !33
  store <1 x i8> %240, ptr addrspace(3) %112, align 1, !dbg !33
  %241 = insertelement <1 x i8> poison, i8 %228, i64 0, !dbg !33
  store <1 x i8> %241, ptr addrspace(3) %113, align 1, !dbg !33
  %242 = insertelement <1 x i8> poison, i8 %230, i64 0, !dbg !33
  store <1 x i8> %242, ptr addrspace(3) %114, align 1, !dbg !33
  %243 = insertelement <1 x i8> poison, i8 %232, i64 0, !dbg !33
  store <1 x i8> %243, ptr addrspace(3) %115, align 1, !dbg !33
  %244 = insertelement <1 x i8> poison, i8 %234, i64 0, !dbg !33
  store <1 x i8> %244, ptr addrspace(3) %116, align 1, !dbg !33
  %245 = insertelement <1 x i8> poison, i8 %236, i64 0, !dbg !33
  store <1 x i8> %245, ptr addrspace(3) %117, align 1, !dbg !33
  %246 = insertelement <1 x i8> poison, i8 %223, i64 0, !dbg !33
  store <1 x i8> %246, ptr addrspace(3) %119, align 1, !dbg !33
  %247 = insertelement <1 x i8> poison, i8 %225, i64 0, !dbg !33
  store <1 x i8> %247, ptr addrspace(3) %120, align 1, !dbg !33
  %248 = insertelement <1 x i8> poison, i8 %227, i64 0, !dbg !33
  store <1 x i8> %248, ptr addrspace(3) %121, align 1, !dbg !33
  %249 = insertelement <1 x i8> poison, i8 %229, i64 0, !dbg !33
  store <1 x i8> %249, ptr addrspace(3) %122, align 1, !dbg !33
  %250 = insertelement <1 x i8> poison, i8 %231, i64 0, !dbg !33
  store <1 x i8> %250, ptr addrspace(3) %123, align 1, !dbg !33
  %251 = insertelement <1 x i8> poison, i8 %233, i64 0, !dbg !33
  store <1 x i8> %251, ptr addrspace(3) %124, align 1, !dbg !33
  %252 = insertelement <1 x i8> poison, i8 %235, i64 0, !dbg !33
  store <1 x i8> %252, ptr addrspace(3) %125, align 1, !dbg !33
  %253 = insertelement <1 x i8> poison, i8 %237, i64 0, !dbg !33
  store <1 x i8> %253, ptr addrspace(3) %126, align 1, !dbg !33
  %254 = icmp samesign ult i64 %180, %153, !dbg !34
  %255 = icmp samesign ult i64 %181, %153, !dbg !34
  %256 = icmp samesign ult i64 %182, %153, !dbg !34
  %257 = icmp samesign ult i64 %183, %153, !dbg !34
  %258 = icmp samesign ult i64 %184, %153, !dbg !34
  %259 = icmp samesign ult i64 %185, %153, !dbg !34
  %260 = icmp samesign ult i64 %186, %153, !dbg !34
  %261 = icmp samesign ult i64 %187, %153, !dbg !34
  %262 = and i1 %106, %254, !dbg !35
  %263 = and i1 %106, %255, !dbg !35
  %264 = and i1 %106, %256, !dbg !35
  %265 = and i1 %106, %257, !dbg !35
  %266 = and i1 %106, %258, !dbg !35
  %267 = and i1 %106, %259, !dbg !35
  %268 = and i1 %106, %260, !dbg !35
  %269 = and i1 %106, %261, !dbg !35
  %270 = trunc nuw nsw i64 %180 to i32, !dbg !36
  %271 = mul i32 %4, %270, !dbg !36
  %272 = trunc nuw nsw i64 %181 to i32, !dbg !36
  %273 = mul i32 %4, %272, !dbg !36
  %274 = trunc nuw nsw i64 %182 to i32, !dbg !36
  %275 = mul i32 %4, %274, !dbg !36
  %276 = trunc nuw nsw i64 %183 to i32, !dbg !36
  %277 = mul i32 %4, %276, !dbg !36
  %278 = trunc nuw nsw i64 %184 to i32, !dbg !36
  %279 = mul i32 %4, %278, !dbg !36
  %280 = trunc nuw nsw i64 %185 to i32, !dbg !36
  %281 = mul i32 %4, %280, !dbg !36
  %282 = trunc nuw nsw i64 %186 to i32, !dbg !36
  %283 = mul i32 %4, %282, !dbg !36
  %284 = trunc nuw nsw i64 %187 to i32, !dbg !36
  %285 = mul i32 %4, %284, !dbg !36
  %286 = sext i32 %271 to i64, !dbg !37
  %287 = sext i32 %273 to i64, !dbg !37
  %288 = sext i32 %275 to i64, !dbg !37
  %289 = sext i32 %277 to i64, !dbg !37
  %290 = sext i32 %279 to i64, !dbg !37
  %291 = sext i32 %281 to i64, !dbg !37
  %292 = sext i32 %283 to i64, !dbg !37
  %293 = sext i32 %285 to i64, !dbg !37
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %286, !dbg !37
  %gep17 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %287, !dbg !37
  %gep19 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %288, !dbg !37
  %gep21 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %289, !dbg !37
  %gep23 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %290, !dbg !37
  %gep25 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %291, !dbg !37
  %gep27 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %292, !dbg !37
  %gep29 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %293, !dbg !37
  %294 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep, i1 %262) #6, !dbg !38
  %295 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep17, i1 %263) #6, !dbg !38
  %296 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep19, i1 %264) #6, !dbg !38
  %297 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep21, i1 %265) #6, !dbg !38
  %298 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep23, i1 %266) #6, !dbg !38
  %299 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep25, i1 %267) #6, !dbg !38
  %300 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep27, i1 %268) #6, !dbg !38
  %301 = tail call i8 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %gep29, i1 %269) #6, !dbg !38
  %302 = insertelement <1 x i8> poison, i8 %294, i64 0, !dbg !38
  store <1 x i8> %302, ptr addrspace(3) %135, align 1, !dbg !38
  %303 = insertelement <1 x i8> poison, i8 %295, i64 0, !dbg !38
  store <1 x i8> %303, ptr addrspace(3) %136, align 1, !dbg !38
  %304 = insertelement <1 x i8> poison, i8 %296, i64 0, !dbg !38
  store <1 x i8> %304, ptr addrspace(3) %137, align 1, !dbg !38
  %305 = insertelement <1 x i8> poison, i8 %297, i64 0, !dbg !38
  store <1 x i8> %305, ptr addrspace(3) %138, align 1, !dbg !38
  %306 = insertelement <1 x i8> poison, i8 %298, i64 0, !dbg !38
  store <1 x i8> %306, ptr addrspace(3) %140, align 1, !dbg !38
  %307 = insertelement <1 x i8> poison, i8 %299, i64 0, !dbg !38
  store <1 x i8> %307, ptr addrspace(3) %141, align 1, !dbg !38
  %308 = insertelement <1 x i8> poison, i8 %300, i64 0, !dbg !38
  store <1 x i8> %308, ptr addrspace(3) %142, align 1, !dbg !38
  %309 = insertelement <1 x i8> poison, i8 %301, i64 0, !dbg !38
  store <1 x i8> %309, ptr addrspace(3) %143, align 1, !dbg !38
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !39
  %310 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(i32 %163, i32 %164, i32 %165, i32 %166, i32 %167, i32 %168, i32 %169, i32 %170, i32 %171, i32 %172, i32 %173, i32 %174, i32 %175, i32 %176, i32 %177, i32 %178, i64 %149, i64 %151, i1 true) #6, !dbg !39
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 0, !dbg !39
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 1, !dbg !39
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 2, !dbg !39
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 3, !dbg !39
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 4, !dbg !39
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 5, !dbg !39
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 6, !dbg !39
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 7, !dbg !39
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 8, !dbg !39
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 9, !dbg !39
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 10, !dbg !39
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 11, !dbg !39
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 12, !dbg !39
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 13, !dbg !39
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 14, !dbg !39
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %310, 15, !dbg !39
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !39
  %327 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 0;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(i32 %311, i32 %312, i32 %313, i32 %314, i32 %315, i32 %316, i32 %317, i32 %318, i32 %319, i32 %320, i32 %321, i32 %322, i32 %323, i32 %324, i32 %325, i32 %326, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 0, i32 0) #6, !dbg !39
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 0, !dbg !39
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 1, !dbg !39
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 2, !dbg !39
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 3, !dbg !39
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 4, !dbg !39
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 5, !dbg !39
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 6, !dbg !39
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 7, !dbg !39
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 8, !dbg !39
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 9, !dbg !39
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 10, !dbg !39
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 11, !dbg !39
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 12, !dbg !39
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 13, !dbg !39
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 14, !dbg !39
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %327, 15, !dbg !39
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !26
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !26
  br i1 %exitcond.not, label %._crit_edge, label %162, !dbg !26

._crit_edge:                                      ; preds = %162, %.._crit_edge_crit_edge
  %.pre-phi32 = phi i32 [ %.pre31, %.._crit_edge_crit_edge ], [ %128, %162 ], !dbg !28
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %127, %162 ], !dbg !27
  %344 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %328, %162 ], !dbg !40
  %345 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %329, %162 ], !dbg !40
  %346 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %330, %162 ], !dbg !40
  %347 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %331, %162 ], !dbg !40
  %348 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %332, %162 ], !dbg !40
  %349 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %333, %162 ], !dbg !40
  %350 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %334, %162 ], !dbg !40
  %351 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %335, %162 ], !dbg !40
  %352 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %336, %162 ], !dbg !40
  %353 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %337, %162 ], !dbg !40
  %354 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %338, %162 ], !dbg !40
  %355 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %339, %162 ], !dbg !40
  %356 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %340, %162 ], !dbg !40
  %357 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %341, %162 ], !dbg !40
  %358 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %342, %162 ], !dbg !40
  %359 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %343, %162 ], !dbg !40
  %360 = and i1 %42, %106, !dbg !41
  %361 = and i1 %43, %106, !dbg !41
  %362 = and i1 %44, %106, !dbg !41
  %363 = and i1 %45, %106, !dbg !41
  %364 = and i1 %46, %106, !dbg !41
  %365 = and i1 %47, %106, !dbg !41
  %366 = and i1 %48, %106, !dbg !41
  %367 = and i1 %49, %106, !dbg !41
  %368 = and i1 %50, %106, !dbg !41
  %369 = and i1 %51, %106, !dbg !41
  %370 = and i1 %52, %106, !dbg !41
  %371 = and i1 %53, %106, !dbg !41
  %372 = and i1 %54, %106, !dbg !41
  %373 = and i1 %55, %106, !dbg !41
  %374 = and i1 %56, %106, !dbg !41
  %375 = and i1 %57, %106, !dbg !41
  %376 = mul i32 %4, %21, !dbg !42
  %377 = mul i32 %4, %22, !dbg !42
  %378 = mul i32 %4, %23, !dbg !42
  %379 = mul i32 %4, %24, !dbg !42
  %380 = mul i32 %4, %25, !dbg !42
  %381 = mul i32 %4, %26, !dbg !42
  %382 = mul i32 %4, %27, !dbg !42
  %383 = mul i32 %4, %28, !dbg !42
  %384 = mul i32 %4, %29, !dbg !42
  %385 = mul i32 %4, %30, !dbg !42
  %386 = mul i32 %4, %31, !dbg !42
  %387 = mul i32 %4, %32, !dbg !42
  %388 = mul i32 %4, %33, !dbg !42
  %389 = mul i32 %4, %34, !dbg !42
  %390 = mul i32 %4, %35, !dbg !42
  %391 = mul i32 %4, %36, !dbg !42
  %392 = sext i32 %376 to i64, !dbg !27
  %393 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %392, !dbg !27
  %394 = sext i32 %377 to i64, !dbg !27
  %395 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %394, !dbg !27
  %396 = sext i32 %378 to i64, !dbg !27
  %397 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %396, !dbg !27
  %398 = sext i32 %379 to i64, !dbg !27
  %399 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %398, !dbg !27
  %400 = sext i32 %380 to i64, !dbg !27
  %401 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %400, !dbg !27
  %402 = sext i32 %381 to i64, !dbg !27
  %403 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %402, !dbg !27
  %404 = sext i32 %382 to i64, !dbg !27
  %405 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %404, !dbg !27
  %406 = sext i32 %383 to i64, !dbg !27
  %407 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %406, !dbg !27
  %408 = sext i32 %384 to i64, !dbg !27
  %409 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %408, !dbg !27
  %410 = sext i32 %385 to i64, !dbg !27
  %411 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %410, !dbg !27
  %412 = sext i32 %386 to i64, !dbg !27
  %413 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %412, !dbg !27
  %414 = sext i32 %387 to i64, !dbg !27
  %415 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %414, !dbg !27
  %416 = sext i32 %388 to i64, !dbg !27
  %417 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %416, !dbg !27
  %418 = sext i32 %389 to i64, !dbg !27
  %419 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %418, !dbg !27
  %420 = sext i32 %390 to i64, !dbg !27
  %421 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %420, !dbg !27
  %422 = sext i32 %391 to i64, !dbg !27
  %423 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %422, !dbg !27
  %424 = getelementptr [4 x i8], ptr addrspace(1) %393, i64 %.pre-phi, !dbg !27
  %425 = getelementptr [4 x i8], ptr addrspace(1) %395, i64 %.pre-phi, !dbg !27
  %426 = getelementptr [4 x i8], ptr addrspace(1) %397, i64 %.pre-phi, !dbg !27
  %427 = getelementptr [4 x i8], ptr addrspace(1) %399, i64 %.pre-phi, !dbg !27
  %428 = getelementptr [4 x i8], ptr addrspace(1) %401, i64 %.pre-phi, !dbg !27
  %429 = getelementptr [4 x i8], ptr addrspace(1) %403, i64 %.pre-phi, !dbg !27
  %430 = getelementptr [4 x i8], ptr addrspace(1) %405, i64 %.pre-phi, !dbg !27
  %431 = getelementptr [4 x i8], ptr addrspace(1) %407, i64 %.pre-phi, !dbg !27
  %432 = getelementptr [4 x i8], ptr addrspace(1) %409, i64 %.pre-phi, !dbg !27
  %433 = getelementptr [4 x i8], ptr addrspace(1) %411, i64 %.pre-phi, !dbg !27
  %434 = getelementptr [4 x i8], ptr addrspace(1) %413, i64 %.pre-phi, !dbg !27
  %435 = getelementptr [4 x i8], ptr addrspace(1) %415, i64 %.pre-phi, !dbg !27
  %436 = getelementptr [4 x i8], ptr addrspace(1) %417, i64 %.pre-phi, !dbg !27
  %437 = getelementptr [4 x i8], ptr addrspace(1) %419, i64 %.pre-phi, !dbg !27
  %438 = getelementptr [4 x i8], ptr addrspace(1) %421, i64 %.pre-phi, !dbg !27
  %439 = getelementptr [4 x i8], ptr addrspace(1) %423, i64 %.pre-phi, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %440 = insertelement <4 x i32> poison, i32 %.pre-phi32, i64 0, !dbg !28
  %441 = insertelement <4 x i32> %440, i32 %11, i64 1, !dbg !28
  %442 = shufflevector <4 x i32> %441, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>, !dbg !28
  %443 = and <4 x i32> %442, <i32 96, i32 12, i32 112, i32 12>, !dbg !28
  %444 = shl nuw nsw <4 x i32> %443, <i32 0, i32 1, i32 3, i32 9>, !dbg !28
  %445 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %444), !dbg !28
  %446 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %445, !dbg !28
  %447 = insertelement <2 x i32> poison, i32 %344, i64 0, !dbg !28
  %448 = insertelement <2 x i32> %447, i32 %346, i64 1, !dbg !28
  store <2 x i32> %448, ptr addrspace(3) %446, align 8, !dbg !28
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) %446, i32 1024, !dbg !28
  %450 = insertelement <2 x i32> poison, i32 %352, i64 0, !dbg !28
  %451 = insertelement <2 x i32> %450, i32 %354, i64 1, !dbg !28
  store <2 x i32> %451, ptr addrspace(3) %449, align 8, !dbg !28
  %452 = xor i32 %445, 8, !dbg !28
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %452, !dbg !28
  %454 = insertelement <2 x i32> poison, i32 %345, i64 0, !dbg !28
  %455 = insertelement <2 x i32> %454, i32 %347, i64 1, !dbg !28
  store <2 x i32> %455, ptr addrspace(3) %453, align 8, !dbg !28
  %456 = getelementptr inbounds nuw i8, ptr addrspace(3) %453, i32 1024, !dbg !28
  %457 = insertelement <2 x i32> poison, i32 %353, i64 0, !dbg !28
  %458 = insertelement <2 x i32> %457, i32 %355, i64 1, !dbg !28
  store <2 x i32> %458, ptr addrspace(3) %456, align 8, !dbg !28
  %459 = xor i32 %445, 16, !dbg !28
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %459, !dbg !28
  %461 = insertelement <2 x i32> poison, i32 %348, i64 0, !dbg !28
  %462 = insertelement <2 x i32> %461, i32 %350, i64 1, !dbg !28
  store <2 x i32> %462, ptr addrspace(3) %460, align 8, !dbg !28
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %460, i32 1024, !dbg !28
  %464 = insertelement <2 x i32> poison, i32 %356, i64 0, !dbg !28
  %465 = insertelement <2 x i32> %464, i32 %358, i64 1, !dbg !28
  store <2 x i32> %465, ptr addrspace(3) %463, align 8, !dbg !28
  %466 = xor i32 %445, 24, !dbg !28
  %467 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %466, !dbg !28
  %468 = insertelement <2 x i32> poison, i32 %349, i64 0, !dbg !28
  %469 = insertelement <2 x i32> %468, i32 %351, i64 1, !dbg !28
  store <2 x i32> %469, ptr addrspace(3) %467, align 8, !dbg !28
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) %467, i32 1024, !dbg !28
  %471 = insertelement <2 x i32> poison, i32 %357, i64 0, !dbg !28
  %472 = insertelement <2 x i32> %471, i32 %359, i64 1, !dbg !28
  store <2 x i32> %472, ptr addrspace(3) %470, align 8, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %473 = shl nuw nsw i32 %11, 6, !dbg !28
  %474 = and i32 %473, 7168, !dbg !28
  %475 = shl nuw nsw i32 %11, 4, !dbg !28
  %476 = and i32 %475, 96, !dbg !28
  %477 = lshr exact i32 %12, 2, !dbg !28
  %478 = shl nuw nsw i32 %11, 3, !dbg !28
  %479 = and i32 %478, 8, !dbg !28
  %480 = shl nuw nsw i32 %11, 1, !dbg !28
  %481 = and i32 %480, 16, !dbg !28
  %482 = or disjoint i32 %474, %476, !dbg !28
  %483 = xor i32 %477, %479, !dbg !28
  %484 = or disjoint i32 %482, %483, !dbg !28
  %485 = xor i32 %484, %481, !dbg !28
  %486 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %485, !dbg !28
  %487 = load <2 x i32>, ptr addrspace(3) %486, align 8, !dbg !28
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 128, !dbg !28
  %489 = load <2 x i32>, ptr addrspace(3) %488, align 8, !dbg !28
  %490 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 256, !dbg !28
  %491 = load <2 x i32>, ptr addrspace(3) %490, align 8, !dbg !28
  %492 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 384, !dbg !28
  %493 = load <2 x i32>, ptr addrspace(3) %492, align 8, !dbg !28
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 512, !dbg !28
  %495 = load <2 x i32>, ptr addrspace(3) %494, align 8, !dbg !28
  %496 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 640, !dbg !28
  %497 = load <2 x i32>, ptr addrspace(3) %496, align 8, !dbg !28
  %498 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 768, !dbg !28
  %499 = load <2 x i32>, ptr addrspace(3) %498, align 8, !dbg !28
  %500 = getelementptr inbounds nuw i8, ptr addrspace(3) %486, i32 896, !dbg !28
  %501 = load <2 x i32>, ptr addrspace(3) %500, align 8, !dbg !28
  %.extract = extractelement <2 x i32> %487, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %424, i1 %360) #6, !dbg !28
  %.extract1 = extractelement <2 x i32> %489, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract1, ptr addrspace(1) %425, i1 %361) #6, !dbg !28
  %.extract2 = extractelement <2 x i32> %487, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract2, ptr addrspace(1) %426, i1 %362) #6, !dbg !28
  %.extract3 = extractelement <2 x i32> %489, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract3, ptr addrspace(1) %427, i1 %363) #6, !dbg !28
  %.extract4 = extractelement <2 x i32> %491, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract4, ptr addrspace(1) %428, i1 %364) #6, !dbg !28
  %.extract5 = extractelement <2 x i32> %493, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract5, ptr addrspace(1) %429, i1 %365) #6, !dbg !28
  %.extract6 = extractelement <2 x i32> %491, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract6, ptr addrspace(1) %430, i1 %366) #6, !dbg !28
  %.extract7 = extractelement <2 x i32> %493, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract7, ptr addrspace(1) %431, i1 %367) #6, !dbg !28
  %.extract8 = extractelement <2 x i32> %495, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract8, ptr addrspace(1) %432, i1 %368) #6, !dbg !28
  %.extract9 = extractelement <2 x i32> %497, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract9, ptr addrspace(1) %433, i1 %369) #6, !dbg !28
  %.extract10 = extractelement <2 x i32> %495, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract10, ptr addrspace(1) %434, i1 %370) #6, !dbg !28
  %.extract11 = extractelement <2 x i32> %497, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract11, ptr addrspace(1) %435, i1 %371) #6, !dbg !28
  %.extract12 = extractelement <2 x i32> %499, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract12, ptr addrspace(1) %436, i1 %372) #6, !dbg !28
  %.extract13 = extractelement <2 x i32> %501, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract13, ptr addrspace(1) %437, i1 %373) #6, !dbg !28
  %.extract14 = extractelement <2 x i32> %499, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract14, ptr addrspace(1) %438, i1 %374) #6, !dbg !28
  %.extract15 = extractelement <2 x i32> %501, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract15, ptr addrspace(1) %439, i1 %375) #6, !dbg !28
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10, !10, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 266, column: 10, scope: !4)
!14 = !DILocation(line: 266, column: 34, scope: !4)
!15 = !DILocation(line: 267, column: 10, scope: !4)
!16 = !DILocation(line: 267, column: 34, scope: !4)
!17 = !DILocation(line: 43, column: 13, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 270, column: 23, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 272, column: 63, scope: !4)
!23 = !DILocation(line: 272, column: 26, scope: !4)
!24 = !DILocation(line: 272, column: 22, scope: !4)
!25 = !DILocation(line: 273, column: 83, scope: !4)
!26 = !DILocation(line: 270, column: 5, scope: !4)
!27 = !DILocation(line: 275, column: 14, scope: !4)
!28 = !DILocation(line: 275, column: 5, scope: !4)
!29 = !DILocation(line: 43, column: 12, scope: !18, inlinedAt: !20)
!30 = !DILocation(line: 271, column: 14, scope: !4)
!31 = !DILocation(line: 272, column: 83, scope: !4)
!32 = !DILocation(line: 272, column: 62, scope: !4)
!33 = !DILocation(line: 272, column: 14, scope: !4)
!34 = !DILocation(line: 273, column: 63, scope: !4)
!35 = !DILocation(line: 273, column: 62, scope: !4)
!36 = !DILocation(line: 273, column: 26, scope: !4)
!37 = !DILocation(line: 273, column: 22, scope: !4)
!38 = !DILocation(line: 273, column: 14, scope: !4)
!39 = !DILocation(line: 274, column: 15, scope: !4)
!40 = !DILocation(line: 269, column: 11, scope: !4)
!41 = !DILocation(line: 275, column: 82, scope: !4)
!42 = !DILocation(line: 275, column: 18, scope: !4)
!43 = !DILocation(line: 262, column: 1, scope: !4)
